import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { initShopI18n, vatModeAtom, type VatMode } from '@shop/shared-ui';
import '../i18n/cart-messages';
import { AmountsToPay } from './amounts-to-pay';

const subtotal = { incl_vat: 2495, excl_vat: 2289, vat: 206 };
const delivery = { incl_vat: 495, excl_vat: 409, vat: 86 };
const total = { incl_vat: 2990, excl_vat: 2698, vat: 292 };

function renderAmounts(mode: VatMode, withDelivery: boolean) {
  const store = createStore();
  store.set(vatModeAtom, mode);
  render(
    <Provider store={store}>
      <AmountsToPay
        subtotal={withDelivery ? subtotal : total}
        delivery={withDelivery ? delivery : undefined}
        total={total}
        testId="checkout"
        className="totals"
      />
    </Provider>,
  );
  const rows = Array.from(document.querySelectorAll('dt'), (term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);
  return rows;
}

describe('AmountsToPay', () => {
  beforeAll(() => initShopI18n('nl-nl'));

  it('in excl. VAT mode shows the VAT and the amount to pay incl. VAT after the excl. figures', () => {
    expect(renderAmounts('exclusive', true)).toEqual([
      ['Subtotaal', '€ 22,89 excl. btw'],
      ['Bezorgkosten', '€ 4,09 excl. btw'],
      ['Totaal excl. btw', '€ 26,98'],
      ['Btw', '€ 2,92'],
      ['Te betalen (incl. btw)', '€ 29,90'],
    ]);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€ 29,90');
  });

  it('in incl. VAT mode shows the VAT within the amount to pay', () => {
    expect(renderAmounts('inclusive', true)).toEqual([
      ['Subtotaal', '€ 24,95 incl. btw'],
      ['Bezorgkosten', '€ 4,95 incl. btw'],
      ['Btw', '€ 2,92'],
      ['Te betalen (incl. btw)', '€ 29,90'],
    ]);
  });

  it('on the cart, before a country is chosen, ends with the total incl. VAT', () => {
    expect(renderAmounts('exclusive', false)).toEqual([
      ['Subtotaal', '€ 26,98 excl. btw'],
      ['Btw', '€ 2,92'],
      ['Totaal incl. btw', '€ 29,90'],
    ]);
  });
});
