import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../styles.css';
import { AccountRoutes } from '../routes/account-routes';

export default function ExposedAccountRoutes() {
  return (
    <TeamBoundary team="account" release={process.env.SHOP_RELEASE ?? ''}>
      <AccountRoutes />
    </TeamBoundary>
  );
}
