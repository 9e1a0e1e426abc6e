import { startDevShell } from '@shop/shared-ui/dev-shell';
import GiftcardRoutes from './exposes/giftcard-routes';
import OrderSearchPage from './exposes/order-search-page';

void startDevShell('giftcard', [
  { path: '/cadeaukaart/*', element: <GiftcardRoutes />, label: 'Gift cards' },
  { path: '/bestelling-zoeken', element: <OrderSearchPage />, label: 'Find your order' },
]);
