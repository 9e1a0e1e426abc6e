import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/order-search-messages';
import '../styles.css';
import { OrderSearchPage } from '../features/order-search/order-search-page';
import { useMountPathInLocale } from '../routes/giftcard-paths';

/** Track and trace (/bestelling-zoeken): open to anyone, so the giftcard team hosts it. */
export default function ExposedOrderSearchPage() {
  const path = useMountPathInLocale();
  return (
    <TeamBoundary team="giftcard" release={process.env.SHOP_RELEASE ?? ''}>
      <OrderSearchPage path={path} />
    </TeamBoundary>
  );
}
