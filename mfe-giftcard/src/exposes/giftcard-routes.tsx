import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../styles.css';
import { GiftcardRoutes } from '../routes/giftcard-routes';

/** What the pages need from the API when the server renders them, or where they forward (ADR 0033). */
export { giftcardRoutesLoader as loader } from '../loaders/giftcard-loaders';

export default function ExposedGiftcardRoutes() {
  return (
    <TeamBoundary team="giftcard" release={process.env.SHOP_RELEASE ?? ''}>
      <GiftcardRoutes />
    </TeamBoundary>
  );
}
