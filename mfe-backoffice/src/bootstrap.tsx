import { startDevShell } from '@shop/shared-ui/dev-shell';
import BackofficeRoutes from './exposes/backoffice-routes';

void startDevShell('backoffice', [
  { path: '/winkel/*', element: <BackofficeRoutes />, label: 'Back office' },
]);
