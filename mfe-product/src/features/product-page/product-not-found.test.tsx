import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { changeLanguage, initShopI18n } from '@shop/shared-ui';
import '../../i18n/messages';
import { ProductPage } from './product-page';

const robots = () => document.head.querySelector('meta[name="robots"]');

function renderAt(path: string, fetch: jest.Mock) {
  configureHttp({ baseUrl: '/api', fetch, logError: () => undefined });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/p/:slug" element={<ProductPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a product address that names no product', () => {
  beforeAll(() => initShopI18n('nl-nl'));
  afterEach(() => changeLanguage('nl-nl'));

  it('shows the not-found page with noindex and no retry', async () => {
    const fetch = jest.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ 'hydra:description': 'Niet gevonden' }), { status: 404 }),
      ),
    );
    const { unmount } = renderAt('/p/bestaat-niet', fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Dit product bestaat niet \(meer\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk het hele assortiment' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(robots()).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe('Product niet gevonden');
    unmount();
    expect(robots()).toBeNull();
  });

  it('speaks the shopper’s language', async () => {
    await changeLanguage('fr-be');
    const fetch = jest.fn(() => Promise.resolve(new Response('{}', { status: 404 })));
    renderAt('/p/bestaat-niet', fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produit introuvable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les produits' })).toBeInTheDocument();
  });

  it('still offers a retry, without noindex, when the product could not be reached', async () => {
    const fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('/p/zonnig-boeket', fetch);
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden');
    expect(
      screen.queryByRole('heading', { name: 'Product niet gevonden' }),
    ).not.toBeInTheDocument();
    expect(robots()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
