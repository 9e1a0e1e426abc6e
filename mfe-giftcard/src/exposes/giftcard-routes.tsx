import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../styles.css';
import { GiftcardRoutes } from '../routes/giftcard-routes';

export default function ExposedGiftcardRoutes() {
  return (
    <TeamBoundary team="giftcard" release={process.env.SHOP_RELEASE ?? ''}>
      <GiftcardRoutes />
    </TeamBoundary>
  );
}
