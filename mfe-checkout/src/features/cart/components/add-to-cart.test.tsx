import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import '../../../i18n/messages';
import { CART_STORAGE_KEY } from '../cart-store';
import { AddToCart, type AddToCartProps } from './add-to-cart';
import { MiniCart } from './mini-cart';

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const cart = (itemCount: number) => ({
  uuid: 'c1',
  lines: [],
  item_count: itemCount,
  totals: { incl_vat: 0, excl_vat: 0, vat: 0 },
});
const line = {
  variationId: 7,
  quantity: 2,
  card: { id: 3, text: 'Gefeliciteerd!' },
  personalization: true,
  upsells: [{ variationId: 40, quantity: 1, text: 'Hoera' }],
};

describe('AddToCart', () => {
  const fetch = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ uuid: 'c1', secret: 's1' }));
    fetch.mockReset();
    configureHttp({ baseUrl: '/api', fetch });
  });
  const renderButton = (props: AddToCartProps) =>
    render(
      <MemoryRouter>
        <MiniCart />
        <AddToCart {...props} />
      </MemoryRouter>,
    );
  const sent = (call: number) => {
    const [url, init] = fetch.mock.calls[call] as [string, RequestInit];
    return { url, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
  };

  it('sends the whole line and the mini-cart follows at once', async () => {
    fetch.mockImplementation(() => json(cart(2)));
    renderButton({ productName: 'Roses', line });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    const add = sent(fetch.mock.calls.length - 1);
    expect(add.url).toBe('/api/carts/c1/lines');
    expect(add.body).toEqual(line);
    expect(screen.getByText('Roses has been added to your cart.')).toBeInTheDocument();
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('2');
  });

  it("shows the API's localized refusal as an alert", async () => {
    fetch.mockImplementation((url: string) =>
      url.endsWith('/lines')
        ? json(
            {
              'hydra:description': 'Deze keuze kan niet samen met een andere keuze besteld worden',
              violations: [
                {
                  propertyPath: 'letterId',
                  message: 'Deze keuze kan niet samen met een andere keuze besteld worden',
                },
              ],
            },
            400,
          )
        : json(cart(0)),
    );
    renderButton({ productName: 'Roses', line });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Deze keuze kan niet samen met een andere keuze besteld worden',
    );
    expect(screen.queryByText(/has been added/)).not.toBeInTheDocument();
  });

  it('uploads the chosen letter to the cart first and sends its id with the line', async () => {
    fetch.mockImplementation((url: string) =>
      url.endsWith('/letters')
        ? json({ id: '0b7d3c3e-95a4-4f57-9f0e-6f4f7a1f2b11', file_name: 'brief.pdf' }, 201)
        : json(cart(1)),
    );
    const letter = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
    renderButton({ productName: 'Roses', line: { variationId: 7, quantity: 1, letter } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    const urls = fetch.mock.calls.map(([url]) => url as string);
    const upload = urls.indexOf('/api/carts/c1/letters');
    expect(upload).toBeGreaterThanOrEqual(0);
    expect((sent(upload).body as FormData).get('file')).toBeInstanceOf(File);
    expect(sent(urls.lastIndexOf('/api/carts/c1/lines')).body).toEqual({
      variationId: 7,
      quantity: 1,
      letterId: '0b7d3c3e-95a4-4f57-9f0e-6f4f7a1f2b11',
    });
  });

  it('asks the page first: a refusal adds nothing, a changed line is added instead', async () => {
    fetch.mockImplementation(() => json(cart(1)));
    const confirm = jest.fn().mockResolvedValueOnce(false);
    renderButton({ productName: 'Roses', line, confirm });
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await act(async () => fireEvent.click(button));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/lines'))).toBe(false);

    confirm.mockResolvedValueOnce({ variationId: 7, quantity: 2 });
    await act(async () => fireEvent.click(button));
    expect(sent(fetch.mock.calls.length - 1).body).toEqual({ variationId: 7, quantity: 2 });
  });

  it('takes a label, stays disabled when the page says so, and waits for a variation', () => {
    fetch.mockImplementation(() => json(cart(0)));
    const { rerender } = renderButton({
      productName: 'Roses',
      line,
      label: 'Create design',
      disabled: true,
    });
    expect(screen.getByRole('button', { name: 'Create design' })).toBeDisabled();
    rerender(
      <MemoryRouter>
        <AddToCart productName="Roses" line={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription(
      'Choose an option first.',
    );
  });

  it('still accepts a variation id and quantity alone', async () => {
    fetch.mockImplementation(() => json(cart(3)));
    renderButton({ productName: 'Roses', variationId: 5, quantity: 3 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    expect(sent(fetch.mock.calls.length - 1).body).toEqual({ variationId: 5, quantity: 3 });
  });
});
