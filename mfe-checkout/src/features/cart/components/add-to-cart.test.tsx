import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { fakeXhrs } from '@shop/shared-http/testing';
import { initShopI18n } from '@shop/shared-ui';
import '../../../i18n/messages';
import { CART_STORAGE_KEY } from '../../../cart/cart-store';
import type { AddToCartProps } from '@shop/contracts/modules';
import { AddToCart } from './add-to-cart';
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

  it('says that an error occurred, in the locale, when the API cannot be reached', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetch.mockImplementation((url: string) =>
      url.endsWith('/lines') ? Promise.reject(new TypeError('Failed to fetch')) : json(cart(0)),
    );
    renderButton({ productName: 'Roses', line });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    expect(screen.getByRole('alert')).toHaveTextContent('An error has occurred');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Failed to fetch');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  describe('with a letter', () => {
    const letterId = '0b7d3c3e-95a4-4f57-9f0e-6f4f7a1f2b11';
    const letter = () => new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
    // The letter goes through XMLHttpRequest (for its progress); the test plays the browser.
    const withLetterUploads = (answer?: Parameters<typeof fakeXhrs>[0]) => {
      const uploads = fakeXhrs(answer);
      configureHttp({ baseUrl: '/api', fetch, createXhr: uploads.createXhr });
      fetch.mockImplementation(() => json(cart(1)));
      return uploads.requests;
    };
    const addWithLetter = () => {
      renderButton({
        productName: 'Roses',
        line: { variationId: 7, quantity: 1, letter: letter() },
      });
      return act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    };

    it('uploads the chosen letter to the cart first and sends its id with the line', async () => {
      const uploads = withLetterUploads((xhr) =>
        xhr.respond(201, { id: letterId, file_name: 'brief.pdf' }),
      );
      await addWithLetter();
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/carts/c1/letters' });
      expect((uploads[0]!.body as FormData).get('file')).toBeInstanceOf(File);
      expect(sent(fetch.mock.calls.length - 1)).toEqual({
        url: '/api/carts/c1/lines',
        body: { variationId: 7, quantity: 1, letterId },
      });
      expect(screen.getByText('Roses has been added to your cart.')).toBeInTheDocument();
    });

    it('shows how much of the letter is sent, as a bar and a percentage', async () => {
      const uploads = withLetterUploads();
      await addWithLetter();
      const upload = uploads[0]!;
      const bar = screen.getByRole('progressbar', { name: 'Uploading your letter…' });
      // Indeterminate until the browser reports how big the request is.
      expect(bar).not.toHaveAttribute('value');
      expect(screen.queryByText(/%$/)).not.toBeInTheDocument();

      act(() => upload.progress(4300, 10240));
      expect(bar).toHaveAttribute('value', '41');
      expect(bar).toHaveAttribute('max', '100');
      expect(screen.getByText('Uploading your letter… 41%')).toBeInTheDocument();

      act(() => upload.progress(10240, 10240));
      expect(bar).toHaveAttribute('value', '100');
      expect(screen.getByText('Uploading your letter… 100%')).toBeInTheDocument();

      await act(async () => upload.respond(201, { id: letterId, file_name: 'brief.pdf' }));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByText('Roses has been added to your cart.')).toBeInTheDocument();
    });

    it("shows the percentage in the shop's locales", async () => {
      const uploads = withLetterUploads();
      await addWithLetter();
      act(() => uploads[0]!.progress(21, 50));
      const switchTo = (locale: Parameters<typeof initShopI18n>[0]) =>
        act(async () => void (await initShopI18n(locale)));
      const shown = async (locale: Parameters<typeof initShopI18n>[0]) => {
        await switchTo(locale);
        return screen.getByRole('progressbar').nextElementSibling?.textContent;
      };
      try {
        expect(await shown('nl-nl')).toBe('Je brief wordt geüpload… 42%');
        expect(await shown('nl-be')).toBe('Je brief wordt geüpload… 42%');
        expect(await shown('fr-be')).toBe('Envoi de votre lettre… 42\u202f%');
      } finally {
        await switchTo('en-us');
      }
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

  it('stays focusable while the page asks, so focus can come back to it, and asks once', async () => {
    let answer: (value: boolean) => void = () => undefined;
    const confirm = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    renderButton({ productName: 'Roses', line, confirm });
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await act(async () => fireEvent.click(button));
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await act(async () => fireEvent.click(button));
    expect(confirm).toHaveBeenCalledTimes(1);

    await act(async () => answer(false));
    expect(button).not.toHaveAttribute('aria-disabled');
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
});
