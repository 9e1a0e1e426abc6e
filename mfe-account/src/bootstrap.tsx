import { startDevShell } from '@shop/shared-ui/dev-shell';
import AccountRoutes from './exposes/account-routes';

void startDevShell('account', [
  { path: '/mijn-account/*', element: <AccountRoutes />, label: 'Account' },
  { path: '/account-nieuw/*', element: <AccountRoutes /> },
  { path: '/inloggen', element: <p>Sign-in is provided by the host.</p> },
]);
