import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Route, Routes } from '@shop/shared-ui/router';
import { useLocalizedPath, useMountPath } from '@shop/shared-ui';
import { BalanceLookupPage } from '../features/balance-lookup/balance-lookup-page';
import { SalesPointsPage } from '../features/sales-points/sales-points-page';
import { BALANCE_PAGE, SALES_POINTS_PAGE, useMountPathInLocale } from './giftcard-paths';

/**
 * Gift card pages under /cadeaukaart: balance lookup and sales points. The index and unknown
 * paths show the balance lookup: the server answers them with a redirect (the loader), the
 * browser with <Navigate> when the shopper follows a link there.
 */
export function GiftcardRoutes() {
  const { t } = useTranslation('giftcard');
  // Absolute: a relative link in the host's splat route (/cadeaukaart/*) would resolve against
  // the whole address (/cadeaukaart/saldo/verkooppunten).
  const mountPath = useMountPath();
  const balance = `${mountPath}/${BALANCE_PAGE}`;
  const mount = useMountPathInLocale();
  const to = useLocalizedPath();
  return (
    <>
      <nav className="giftcard-nav" aria-label={t('nav.label')}>
        {/* The card is bought on its product page, through the cart and checkout (ADR 0021). */}
        <Link to={to('/p/cadeaukaart')}>{t('nav.buy')}</Link>
        <NavLink to={balance}>{t('nav.balance')}</NavLink>
        <NavLink to={`${mountPath}/${SALES_POINTS_PAGE}`}>{t('nav.salesPoints')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<Navigate to={balance} replace />} />
        <Route
          path={BALANCE_PAGE}
          element={<BalanceLookupPage path={`${mount}/${BALANCE_PAGE}`} />}
        />
        <Route
          path={SALES_POINTS_PAGE}
          element={<SalesPointsPage path={`${mount}/${SALES_POINTS_PAGE}`} />}
        />
        <Route path="*" element={<Navigate to={balance} replace />} />
      </Routes>
    </>
  );
}
