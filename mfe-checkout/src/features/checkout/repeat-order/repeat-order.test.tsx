import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import '../../../i18n/messages';
import { cartUpdatedEvent } from '@shop/contracts/modules';
import { CART_STORAGE_KEY } from '../../../cart/cart-store';
import { RepeatOrder } from './repeat-order';

const order = '6f1c2a8e-3d4b-4c5e-9f6a-7b8c9d0e1f2a';
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const cart = {
  uuid: 'c-new',
  lines: [],
  item_count: 3,
  totals: { incl_vat: 7380, excl_vat: 6770, vat: 610 },
};
const soldOut = {
  position: 2,
  product: { slug: 'geurkaars', name: 'Scented candle' },
  properties: { size: 'Small' },
  quantity: 1,
  code: 'errors.notOrderable',
  reason: 'This option is sold out and cannot be ordered',
};

function StepOne() {
  const location = useLocation();
  return <p data-testid="step">{`${location.pathname}${location.search}`}</p>;
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/afrekenen/*"
          element={
            <RepeatOrder stepOne="/afrekenen">
              <StepOne />
            </RepeatOrder>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('RepeatOrder', () => {
  const fetch = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    localStorage.clear();
    fetch.mockReset();
    configureHttp({ baseUrl: '/api', fetch });
  });
  afterEach(cleanup);

  it('creates a cart, copies the order into it, says what it left out and continues at step 1', async () => {
    const updates: number[] = [];
    const follow = (event: Event) => updates.push((event as CustomEvent).detail.itemCount);
    window.addEventListener(cartUpdatedEvent, follow);
    fetch.mockImplementation((url: string) =>
      url === '/api/carts'
        ? json({ uuid: 'c-new', secret: 'secret-new' }, 201)
        : json({ cart, not_copied: [soldOut], without_letter: [] }),
    );
    renderAt(`/afrekenen?herhaal=${order}`);
    expect(screen.getByText('Putting your order in your cart…')).toBeInTheDocument();
    expect(screen.queryByTestId('step')).not.toBeInTheDocument();

    const notice = await screen.findByText(/The items of your earlier order are in your cart/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent(
      '1 × Scented candle (Small): This option is sold out and cannot be ordered',
    );
    // The notice shows before the address loses ?herhaal= (a navigation of its own): on a busy
    // machine the two are apart, so wait for the address rather than expect it with the notice.
    await waitFor(() => expect(screen.getByTestId('step')).toHaveTextContent(/^\/afrekenen$/));
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/order/orders/copy-to-cart-order');
    expect(JSON.parse(init.body as string)).toEqual({ uuid: order, cart: 'c-new' });
    expect((init.headers as Record<string, string>)['x-cart-secret']).toBe('secret-new');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({
      uuid: 'c-new',
      secret: 'secret-new',
    });
    expect(updates).toContain(3);
    window.removeEventListener(cartUpdatedEvent, follow);
  });

  it('says when the order could not be repeated, and still shows step 1', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ uuid: 'c1', secret: 's1' }));
    fetch.mockImplementation(() => json({ 'hydra:description': 'Not found' }, 404));
    renderAt(`/afrekenen?herhaal=${order}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your order could not be repeated.');
    await waitFor(() => expect(screen.getByTestId('step')).toHaveTextContent(/^\/afrekenen$/));
  });

  it('does nothing without an order in the address', () => {
    renderAt('/afrekenen');
    expect(screen.getByTestId('step')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
