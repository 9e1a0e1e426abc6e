import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import '../../i18n/messages';
import { CataloguePage } from './catalogue-page';

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
const filters = {
  colours: [
    { code: 'rood', label: 'Red', count: 4 },
    { code: 'wit', label: 'White', count: 2 },
  ],
  occasions: [{ code: 'love', label: 'Love', count: 3 }],
};

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

describe('catalogue filters and sorting', () => {
  const fetch = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation((url: string) => {
      if (url.startsWith('/api/catalogue/product-filters')) return json(filters);
      if (url.startsWith('/api/catalogue/categories'))
        return json({ 'hydra:member': [{ id: 1, slug: 'boeketten', name: 'Bouquets' }] });
      return json({ 'hydra:member': [], 'hydra:totalItems': 0 });
    });
    configureHttp({ baseUrl: '/api', fetch, getLocale: () => 'en-us' });
  });
  const productCalls = () =>
    fetch.mock.calls
      .map(([url]) => url as string)
      .filter((url) => url.startsWith('/api/catalogue/products?'));
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/c/:category"
            element={
              <>
                <CataloguePage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );

  it('offers the colours the API counted, and a choice filters from page 1', async () => {
    renderAt('/c/boeketten?page=3');
    const colour = screen.getByLabelText('Colour');
    await screen.findByRole('option', { name: 'Red (4)' });
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      '/api/catalogue/product-filters?category=boeketten',
    );
    fireEvent.change(colour, { target: { value: 'rood' } });
    expect(screen.getByLabelText('address')).toHaveTextContent('?colour=rood');
    await waitFor(() =>
      expect(productCalls().at(-1)).toBe(
        '/api/catalogue/products?page=1&page_items=12&category=boeketten&colour=rood',
      ),
    );
  });

  it('sends the price range in cents and the sort order', async () => {
    renderAt('/c/boeketten');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    expect(screen.getByLabelText('address')).toHaveTextContent(
      '?min_price=20&max_price=45&sort=price-asc',
    );
    await waitFor(() =>
      expect(productCalls().at(-1)).toBe(
        '/api/catalogue/products?page=1&page_items=12&category=boeketten&min_price=2000&max_price=4500&sort=price-asc',
      ),
    );
  });

  it('refuses a range whose lowest price is above the highest, without asking the API', async () => {
    renderAt('/c/boeketten');
    await waitFor(() => expect(productCalls()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter whole euros, lowest price first.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('address')).toHaveTextContent('');
    expect(productCalls()).toHaveLength(1);
    await screen.findByRole('option', { name: 'Red (4)' });
  });

  it('ignores malformed filters in a hand-edited address, and clears filters', async () => {
    renderAt('/c/boeketten?colour=<b>&min_price=abc&sort=cheapest&occasion=love');
    await waitFor(() =>
      expect(productCalls().at(-1)).toBe(
        '/api/catalogue/products?page=1&page_items=12&category=boeketten&occasion=love',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('?sort=cheapest');
    await waitFor(() =>
      expect(productCalls().at(-1)).toBe(
        '/api/catalogue/products?page=1&page_items=12&category=boeketten',
      ),
    );
  });
});
