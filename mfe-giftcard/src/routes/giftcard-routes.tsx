import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Route, Routes } from '@shop/shared-ui/router';
import { useLocalizedPath, useMountPath } from '@shop/shared-ui';
import { BalanceLookupPage } from '../features/balance-lookup/balance-lookup-page';
import { SalesPointsPage } from '../features/sales-points/sales-points-page';

/** Gift card pages under /cadeaukaart: balance lookup and sales points. */
export function GiftcardRoutes() {
  const { t } = useTranslation('giftcard');
  const balance = `${useMountPath()}/saldo`;
  const to = useLocalizedPath();
  return (
    <>
      <nav className="giftcard-nav" aria-label={t('nav.label')}>
        {/* The card is bought on its product page, through the cart and checkout (ADR 0021). */}
        <Link to={to('/p/cadeaukaart')}>{t('nav.buy')}</Link>
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
