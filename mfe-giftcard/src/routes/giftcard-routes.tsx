import { Navigate, NavLink, Route, Routes } from '@shop/shared-ui/router';
import { useMountPath, useTranslation } from '@shop/shared-ui';
import { BalanceLookupPage } from '../features/balance-lookup/balance-lookup-page';
import { SalesPointsPage } from '../features/sales-points/sales-points-page';

/** Gift card pages under /cadeaukaart: balance lookup and sales points. */
export function GiftcardRoutes() {
  const { t } = useTranslation('giftcard');
  const balance = `${useMountPath()}/saldo`;
  return (
    <>
      <nav className="giftcard-nav" aria-label={t('nav.label')}>
        <NavLink to="saldo">{t('nav.balance')}</NavLink>
        <NavLink to="verkooppunten">{t('nav.salesPoints')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<Navigate to={balance} replace />} />
        <Route path="saldo" element={<BalanceLookupPage />} />
        <Route path="verkooppunten" element={<SalesPointsPage />} />
        <Route path="*" element={<Navigate to={balance} replace />} />
      </Routes>
    </>
  );
}
