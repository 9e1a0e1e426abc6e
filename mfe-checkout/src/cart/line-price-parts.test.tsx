import { act, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { initShopI18n, vatModeAtom, type VatMode } from '@shop/shared-ui';
import '../i18n/cart-messages';
import type { CartLine } from './cart-api';
import { LinePriceParts } from './line-price-parts';

const amounts = (incl: number, excl: number) => ({
  incl_vat: incl,
  excl_vat: excl,
  vat: incl - excl,
});
const line: CartLine = {
  id: 'l1',
  variation_id: 7,
  product: { slug: 'zonnig-boeket', name: 'Zonnig boeket', image: '' },
  properties: { size: 'Middel' },
  quantity: 2,
  unit_price: amounts(3690, 3385),
  total: amounts(9465, 8492),
  card: { id: 3, name: 'Gefeliciteerd', text: 'Van harte' },
  upsells: [{ variation_id: 40, name: 'Ballon Gefeliciteerd', quantity: 3, text: null }],
  price_parts: [
    {
      kind: 'variation',
      name: 'Zonnig boeket',
      properties: { size: 'Middel', colour: 'Geel' },
      quantity: 2,
      unit_price: amounts(3495, 3206),
      total: amounts(6990, 6412),
    },
    {
      kind: 'card',
      name: 'Gefeliciteerd',
      quantity: 2,
      unit_price: amounts(195, 179),
      total: amounts(390, 358),
    },
    {
      kind: 'upsell',
      name: 'Ballon Gefeliciteerd',
      properties: { size: 'Klein' },
      quantity: 3,
      unit_price: amounts(695, 574),
      total: amounts(2085, 1722),
    },
  ],
};

function renderParts(cartLine: CartLine, mode: VatMode = 'inclusive') {
  const store = createStore();
  store.set(vatModeAtom, mode);
  return render(
    <Provider store={store}>
      <LinePriceParts line={cartLine} />
    </Provider>,
  );
}

describe('LinePriceParts', () => {
  beforeAll(() => initShopI18n('nl-nl'));

  it('shows the variation times the quantity, the card and each upsell with its variation and price', () => {
    renderParts(line);
    const parts = within(
      screen.getByRole('list', { name: 'Zo is de prijs van Zonnig boeket opgebouwd' }),
    ).getAllByRole('listitem');
    expect(parts.map((part) => part.textContent)).toEqual([
      '2 × Zonnig boeket (Middel, Geel) à € 34,95€ 69,90',
      '2 × Kaartje Gefeliciteerd à € 1,95€ 3,90',
      '3 × Ballon Gefeliciteerd (Klein) à € 6,95€ 20,85',
    ]);
  });

  it('shows the amounts excl. VAT in excl. VAT mode, as the API split them', () => {
    renderParts(line, 'exclusive');
    expect(screen.getByText('2 × Zonnig boeket (Middel, Geel) à € 32,06')).toBeInTheDocument();
    expect(screen.getByText('€ 64,12')).toBeInTheDocument();
    expect(screen.getByText('€ 17,22')).toBeInTheDocument();
  });

  it('names the personalization and the letter in the shopper’s language', async () => {
    await initShopI18n('fr-be');
    renderParts({
      ...line,
      price_parts: [
        line.price_parts![0]!,
        {
          kind: 'personalization',
          quantity: 2,
          unit_price: amounts(395, 362),
          total: amounts(790, 724),
        },
        { kind: 'letter', quantity: 2, unit_price: amounts(295, 271), total: amounts(590, 542) },
      ],
    });
    expect(screen.getByText('2 × Personnalisation à € 3,95')).toBeInTheDocument();
    expect(screen.getByText('2 × Lettre à € 2,95')).toBeInTheDocument();
    await act(() => initShopI18n('nl-nl'));
  });

  it('shows nothing for a line of the variation alone: its price and quantity are on the line', () => {
    const { container } = renderParts({ ...line, price_parts: line.price_parts!.slice(0, 1) });
    expect(container).toBeEmptyDOMElement();
  });
});
