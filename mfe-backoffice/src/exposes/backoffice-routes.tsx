import { TeamBoundary } from '@shop/shared-ui';
// The form parts and their texts (order statuses, validation messages).
import '@shop/shared-ui/forms';
import '../i18n/messages';
import '../styles.css';
import { BackofficeRoutes } from '../routes/backoffice-routes';

/** The shop's staff screen (/winkel): orders, their steps, track & trace, cancel and refund. */
export default function ExposedBackofficeRoutes() {
  return (
    <TeamBoundary team="backoffice" release={process.env.SHOP_RELEASE ?? ''}>
      <BackofficeRoutes />
    </TeamBoundary>
  );
}
