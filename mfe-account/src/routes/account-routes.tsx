import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { RequireAuth, RequirePermissions } from '@shop/shared-auth';
import { useMountPath } from '@shop/shared-ui';
import { AccountNav } from '../features/account-nav/account-nav';
import { SectionPage } from '../features/overview/section-page';
import { CompanyPage } from '../features/company/components/company-page';
import { accountSections } from './account-sections';

function AccountLayout() {
  return (
    <RequireAuth>
      <div className="account-layout">
        <AccountNav />
        <div className="account-layout__content">
          <Outlet />
        </div>
      </div>
    </RequireAuth>
  );
}

/** The account area under /account-nieuw (display path /mijn-account); login required. */
export function AccountRoutes() {
  // Where the host mounted this area (/mijn-account, /fr-be/account-nieuw, ...).
  const base = useMountPath();
  const overview = `${base}/overzicht`;
  return (
    <Routes>
      <Route element={<AccountLayout />}>
        <Route index element={<Navigate to={overview} replace />} />
        {accountSections.map((section) => (
          <Route
            key={section.path}
            path={section.path}
            element={
              <RequirePermissions permissions={section.permissions}>
                {section.path === 'bedrijf' ? (
                  <CompanyPage />
                ) : (
                  <SectionPage titleKey={section.label} />
                )}
              </RequirePermissions>
            }
          />
        ))}
        <Route path="bestellingen/:uuid" element={<SectionPage titleKey="nav.orders" />} />
        <Route path="*" element={<Navigate to={overview} replace />} />
      </Route>
    </Routes>
  );
}
