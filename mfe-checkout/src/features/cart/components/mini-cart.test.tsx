import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { changeLanguage, currentLanguage, initShopI18n, vatModeAtom } from '@shop/shared-ui';
import '../../../i18n/messages';
import { CART_STORAGE_KEY } from '../../../cart/cart-store';
import { MiniCart } from './mini-cart';

const amounts = (incl: number, excl: number) => ({
  incl_vat: incl,
  excl_vat: excl,
  vat: incl - excl,
});
/** The cart as the API answers it, its names in the request's language. */
const cartIn = (language: string) => ({
  uuid: 'c1',
  item_count: 3,
  lines: [
    {
      id: 'l1',
      variation_id: 7,
      product: { slug: 'zonnig-boeket', name: 'Zonnig boeket', image: '' },
      properties: { size: language === 'en-us' ? 'Medium' : 'Middel' },
      quantity: 2,
      unit_price: amounts(3495, 3206),
      total: amounts(6990, 6412),
    },
    {
      id: 'l2',
      variation_id: 9,
      product: { slug: 'rode-rozen', name: 'Rode rozen', image: '' },
      properties: { size: language === 'en-us' ? 'Small' : 'Klein' },
      quantity: 1,
      unit_price: amounts(2995, 2748),
      total: amounts(2995, 2748),
    },
  ],
  totals: amounts(9985, 9160),
});

describe('MiniCart', () => {
  const fetch = jest.fn();
  beforeEach(async () => {
    await initShopI18n('nl-nl');
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ uuid: 'c1', secret: 's1' }));
    fetch.mockReset();
    fetch.mockImplementation((_url: string, init: RequestInit) => {
      const language = (init.headers as Record<string, string>)['accept-language'] ?? '';
      return Promise.resolve(new Response(JSON.stringify(cartIn(language))));
    });
    configureHttp({ baseUrl: '/api', fetch, getLocale: currentLanguage });
  });

  async function renderMiniCart(mode: 'inclusive' | 'exclusive' = 'inclusive') {
    const store = createStore();
    store.set(vatModeAtom, mode);
    render(
      <Provider store={store}>
        <MemoryRouter>
          <MiniCart />
          <p>Elders op de pagina</p>
        </MemoryRouter>
      </Provider>,
    );
    const button = await screen.findByRole('button', { name: 'Winkelwagen: 3 artikelen' });
    return button;
  }

  it('opens a panel with the lines, the total and a link to the cart', async () => {
    const button = await renderMiniCart();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Winkelwagen' })).not.toBeInTheDocument();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Winkelwagen' });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    const lines = within(panel).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '2 × Zonnig boeketMiddel€ 69,90 incl. btw',
      '1 × Rode rozenKlein€ 29,95 incl. btw',
    ]);
    expect(within(panel).getByText('Totaal').nextElementSibling).toHaveTextContent('€ 99,85');
    expect(within(panel).getByRole('link', { name: 'Bekijk winkelwagen' })).toHaveAttribute(
      'href',
      '/winkelwagen',
    );
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const button = await renderMiniCart();
    fireEvent.click(button);
    const link = screen.getByRole('link', { name: 'Bekijk winkelwagen' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Winkelwagen' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes when the shopper clicks elsewhere on the page', async () => {
    const button = await renderMiniCart();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Elders op de pagina'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('in excl. VAT mode shows the VAT and the total incl. VAT as the API gave them', async () => {
    fireEvent.click(await renderMiniCart('exclusive'));
    const panel = screen.getByRole('region', { name: 'Winkelwagen' });
    const rows = Array.from(panel.querySelectorAll('dt'), (term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['Totaal', '€ 91,60 excl. btw'],
      ['Btw', '€ 8,25'],
      ['Totaal incl. btw', '€ 99,85'],
    ]);
  });

  it('names the lines in the new language after a language switch, without a reload', async () => {
    fireEvent.click(await renderMiniCart());
    expect(screen.getByText('Middel')).toBeInTheDocument();
    await act(() => changeLanguage('en-us'));
    expect(await screen.findByText('Medium')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart: 3 items' })).toBeInTheDocument();
    const languages = fetch.mock.calls.map(
      ([, init]) =>
        (init as RequestInit & { headers: Record<string, string> }).headers['accept-language'],
    );
    expect(languages.at(-1)).toBe('en-us');
  });
});
