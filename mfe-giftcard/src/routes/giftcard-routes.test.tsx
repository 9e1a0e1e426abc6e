import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import '../i18n/messages';
import { GiftcardRoutes } from './giftcard-routes';

describe('GiftcardRoutes', () => {
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() =>
    configureHttp({
      baseUrl: '/api',
      fetch: () => Promise.resolve(new Response(JSON.stringify({ 'hydra:member': [] }))),
    }),
  );

  it('links to both pages from either, inside the locale', () => {
    for (const url of ['/en-us/cadeaukaart/saldo', '/en-us/cadeaukaart/verkooppunten']) {
      const { unmount } = render(
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {/* As the host mounts the module. */}
            <Route path="/en-us/cadeaukaart/*" element={<GiftcardRoutes />} />
          </Routes>
        </MemoryRouter>,
      );
      const nav = within(screen.getByRole('navigation', { name: 'Gift cards' }));
      expect(nav.getByRole('link', { name: 'Check balance' })).toHaveAttribute(
        'href',
        '/en-us/cadeaukaart/saldo',
      );
      expect(nav.getByRole('link', { name: 'Sales points' })).toHaveAttribute(
        'href',
        '/en-us/cadeaukaart/verkooppunten',
      );
      expect(nav.getByRole('link', { current: 'page' })).toHaveAttribute('href', url);
      unmount();
    }
  });
});
