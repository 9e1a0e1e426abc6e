import { useMemo, type ReactElement } from 'react';
import { Navigate, Outlet, useRoutes } from '@shop/shared-ui/router';
import { withAuthGuards, type AuthRouteHandle } from '@shop/shared-auth';
import { useMountPath } from '@shop/shared-ui';
import { AccountNav } from '../features/account-nav/account-nav';
import { CompanyPage } from '../features/company/components/company-page';
import { AddressBookPage } from '../features/address-book/components/address-book-page';
import { PersonalInformationPage } from '../features/personal-information/components/personal-information-page';
import { ChangePasswordPage } from '../features/change-password/components/change-password-page';
import { OrdersPage } from '../features/orders/components/orders-page';
import { OrderDetailPage } from '../features/orders/components/order-detail-page';
import { UsersPage } from '../features/users/components/users-page';
import { RightsPage } from '../features/users/components/rights-page';
import { ApprovalsPage } from '../features/approvals/approvals-page';
import { ReportsPage } from '../features/reports/components/reports-page';
import '../i18n/company-users-messages';
import '../i18n/overview-messages';
import { OverviewPage } from '../features/overview/overview-page';
import { accountSections } from '../components/account-sections';

function AccountLayout() {
  return (
    <div className="account-layout">
      <AccountNav />
      <div className="account-layout__content">
        <Outlet />
      </div>
    </div>
  );
}

/** Each section's screen: every section has one, checked by the type. */
const screens: Record<(typeof accountSections)[number]['path'], ReactElement> = {
  overzicht: <OverviewPage />,
  adresboek: <AddressBookPage />,
  bedrijf: <CompanyPage />,
  bestellingen: <OrdersPage />,
  gebruikers: <UsersPage />,
  goedkeuringen: <ApprovalsPage />,
  instellingen: <PersonalInformationPage />,
  rapportages: <ReportsPage />,
  'wachtwoord-wijzigen': <ChangePasswordPage />,
};

/**
 * The account area under /account-nieuw (display path /mijn-account). Access is route meta
 * (`handle`): the whole area requires login, each section its permissions (403 page otherwise).
 */
export function AccountRoutes() {
  // Where the host mounted this area (/mijn-account, /fr-be/account-nieuw, ...).
  const base = useMountPath();
  const overview = `${base}/overzicht`;
  const routes = useMemo(
    () =>
      withAuthGuards([
        {
          element: <AccountLayout />,
          handle: { requireAuth: true } satisfies AuthRouteHandle,
          children: [
            { index: true, element: <Navigate to={overview} replace /> },
            ...accountSections.map((section) => ({
              path: section.path,
              handle: { permissions: section.permissions } satisfies AuthRouteHandle,
              element: screens[section.path],
            })),
            { path: 'bestellingen/:uuid', element: <OrderDetailPage /> },
            {
              path: 'gebruikers/rechten',
              handle: { permissions: ['users.manage'] } satisfies AuthRouteHandle,
              element: <RightsPage />,
            },
            { path: '*', element: <Navigate to={overview} replace /> },
          ],
        },
      ]),
    [overview],
  );
  return useRoutes(routes);
}
