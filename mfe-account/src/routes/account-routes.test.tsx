import { cleanup, render, screen, within } from '@testing-library/react';
import { configureHttp } from '@shop/shared-http';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared-ui/router';
import { authRuntime, configureForbiddenPath, configureSignInPath } from '@shop/shared-auth';
import { initShopI18n } from '@shop/shared-ui';
import '../i18n/messages';
import { AccountRoutes } from './account-routes';

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/mijn-account/*" element={<AccountRoutes />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('AccountRoutes', () => {
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    configureSignInPath((redirect) => `/inloggen?redirectPath=${encodeURIComponent(redirect)}`);
    // The screens load their data; an empty account answers every list.
    configureHttp({
      baseUrl: '/api',
      fetch: async () =>
        new Response(JSON.stringify({ 'hydra:member': [], 'hydra:totalItems': 0 }), {
          status: 200,
        }),
    });
  });
  const navLabels = () =>
    within(screen.getByRole('navigation', { name: 'My account' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
  });

  it('sends an anonymous visitor to sign in', () => {
    renderAt('/mijn-account/overzicht');
    expect(
      screen.getByText('at /inloggen?redirectPath=%2Fmijn-account%2Foverzicht'),
    ).toBeInTheDocument();
  });

  it('redirects the bare area and unknown paths to the overview', async () => {
    authRuntime.setUser({ uuid: 'u', currentCompany: null, permissions: [] });
    renderAt('/mijn-account/iets-anders');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it('lists every section with the spec’s navigation labels to a user with every permission', () => {
    authRuntime.setUser({
      uuid: 'u',
      currentCompany: 'c',
      permissions: ['company.read', 'users.manage', 'reports.read'],
    });
    renderAt('/mijn-account');
    const labels = navLabels();
    expect(labels).toEqual([
      'Overview',
      'Address book',
      'Organisation',
      'Orders',
      'Users',
      'Personal information',
      'Reports',
      'Change password',
    ]);
  });

  it('hides the company screens from a user without their permissions', () => {
    authRuntime.setUser({ uuid: 'u', currentCompany: null, permissions: [] });
    renderAt('/mijn-account');
    const labels = navLabels();
    expect(labels).not.toContain('Users');
    expect(labels).not.toContain('Organisation');
    expect(labels).not.toContain('Reports');
    expect(labels).toContain('Address book');
  });

  it('shows the 403 page for a screen whose permission the user lacks', () => {
    configureForbiddenPath(() => '/403');
    authRuntime.setUser({ uuid: 'u', currentCompany: 'c', permissions: ['company.read'] });
    renderAt('/mijn-account/gebruikers');
    expect(screen.getByText('at /403')).toBeInTheDocument();
  });
});
