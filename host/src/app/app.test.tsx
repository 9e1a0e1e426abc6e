import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@shop/shared-ui/router';
import { initShopI18n } from '@shop/shared-ui';
import '../i18n/host-texts';
import { composeRoutes, setSiteRoutes } from '../federation/route-modules';
import { AppRoutes } from './app';

jest.mock('../federation/remote-modules', () => ({
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
  loadedRemoteModule: jest.fn(),
  forgetRemoteModule: jest.fn(),
  recentRemoteFailure: jest.fn(),
}));

let location = '';
function Where() {
  const { pathname, search } = useLocation();
  location = `${pathname}${search}`;
  return null;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
const pageSlot = () => document.querySelector('main [data-slot], [data-slot]:not(header *)');

describe('the site’s routes, as the remotes publish them (ADR 0036)', () => {
  beforeAll(() => initShopI18n('nl-nl'));
  afterEach(() => setSiteRoutes(composeRoutes({})));

  it('shows a page a remote renamed, and forwards its old path there', async () => {
    setSiteRoutes(
      composeRoutes({
        giftcard: {
          pages: [{ path: '/cadeaubon/*', module: 'GiftcardRoutes' }],
          redirects: [{ from: '/cadeaukaart/*', to: '/cadeaubon/*' }],
        },
      }),
    );
    renderAt('/fr-be/cadeaukaart/saldo?kaart=1');
    await waitFor(() => expect(location).toBe('/fr-be/cadeaubon/saldo?kaart=1'));
    expect(pageSlot()).toHaveAttribute('data-slot', 'giftcard/GiftcardRoutes');
  });

  it('serves a locale’s own path there only', async () => {
    setSiteRoutes(
      composeRoutes({
        giftcard: {
          pages: [
            { path: '/cadeaukaart/*', module: 'GiftcardRoutes', paths: { 'fr-be': '/carte/*' } },
          ],
        },
      }),
    );
    renderAt('/fr-be/cadeaukaart/saldo');
    await waitFor(() => expect(location).toBe('/fr-be/carte/saldo'));
    expect(pageSlot()).toHaveAttribute('data-slot', 'giftcard/GiftcardRoutes');
  });

  it('sends an anonymous visitor of a page that requires login to sign in first', async () => {
    renderAt('/mijn-account/adresboek');
    await waitFor(() =>
      expect(location).toBe('/inloggen?redirectPath=%2Fmijn-account%2Fadresboek'),
    );
  });

  it('shows “not found” for what no remote publishes', async () => {
    renderAt('/cadeaubon/saldo');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(pageSlot()).toBeNull();
  });
});
