import { startDevShell } from '@shop/shared-ui/dev-shell';
import GiftcardRoutes from './exposes/giftcard-routes';

void startDevShell('giftcard', [
  { path: '/cadeaukaart/*', element: <GiftcardRoutes />, label: 'Gift cards' },
]);
