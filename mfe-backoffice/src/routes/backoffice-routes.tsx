import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, Navigate, Route, Routes, useParams } from '@shop/shared-ui/router';
import { useLocale, useMountPath } from '@shop/shared-ui';
import { useApiLocale } from '../api/back-office-api';
import { staffSession, useStaffSession } from '../session/staff-session';
import { StaffSignIn } from '../features/sign-in/staff-sign-in';
import { OrderListPage } from '../features/order-list/order-list-page';
import { OrderDetailPage } from '../features/order-detail/order-detail-page';

/**
 * The staff screen under /winkel (ADR 0046): the order list and one order, behind the staff
 * member's own sign-in. The shopper's session plays no part: a shopper who opens /winkel sees
 * the staff sign-in, and the API refuses any token but a staff member's.
 */
export function BackofficeRoutes() {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  useApiLocale(locale);
  // Absolute links: a relative one in the host's splat route resolves against the whole address.
  const base = useMountPath();
  const { session, reason } = useStaffSession();
  // Signing out waits for the API to revoke the refresh token (at most 3 s): one click is enough.
  const [signingOut, setSigningOut] = useState(false);
  if (!session) return <StaffSignIn reason={reason} />;
  return (
    <div className="backoffice">
      <nav className="backoffice-bar" aria-label={t('bar.label')}>
        <Link to={base || '/'}>{t('bar.orders')}</Link>
        <span className="backoffice-muted">{t('bar.signedInAs', { email: session.email })}</span>
        <button
          type="button"
          className="shop-ui-button backoffice-secondary"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void staffSession.signOut().finally(() => setSigningOut(false));
          }}
        >
          {t('bar.signOut')}
        </button>
      </nav>
      <Routes>
        <Route index element={<OrderListPage base={base} />} />
        <Route path=":uuid" element={<OrderDetail base={base} />} />
        <Route path="*" element={<Navigate to={base || '/'} replace />} />
      </Routes>
    </div>
  );
}

function OrderDetail({ base }: { base: string }) {
  const { uuid = '' } = useParams();
  return <OrderDetailPage key={uuid} uuid={uuid} base={base} />;
}
