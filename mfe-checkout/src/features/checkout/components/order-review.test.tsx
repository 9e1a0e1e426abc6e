import { render, screen, within } from '@testing-library/react';
import { initShopI18n } from '@shop/shared-ui';
import { emptyAddress } from '@shop/shared-ui/forms';
import '../../../i18n/cart-messages';
import '../../../i18n/checkout-messages';
import type { CheckoutCart } from '../api/checkout-api';
import type { CheckoutDraft } from '../checkout-draft';
import { OrderReview } from './order-review';

const amounts = (incl: number, excl: number) => ({
  incl_vat: incl,
  excl_vat: excl,
  vat: incl - excl,
});
const cart: CheckoutCart = {
  uuid: 'c1',
  item_count: 1,
  lines: [
    {
      id: 'l1',
      variation_id: 7,
      product: { slug: 'zonnig-boeket', name: 'Zonnig boeket', image: '' },
      properties: { size: 'Middel' },
      quantity: 1,
      unit_price: amounts(2495, 2289),
      total: amounts(2495, 2289),
    },
  ],
  totals: amounts(2495, 2289),
  deliver_to: 'NL',
  delivery_cost: amounts(495, 409),
  total: amounts(2990, 2698),
};
const deliveryAddress = {
  ...emptyAddress('NL'),
  firstname: 'Anna',
  lastname: 'de Vries',
  street: 'Oudegracht',
  housenumber: '12',
  housenumber_addition: 'A',
  postcode: '3511 AB',
  city: 'Utrecht',
};
const draft: CheckoutDraft = {
  country: 'NL',
  deliveryDate: '2026-12-03',
  deliveryRemark: '',
  deliveryAddress,
  email: 'anna@example.nl',
  invoiceSame: true,
  invoiceAddress: emptyAddress('NL'),
  paymentMethod: 'ideal',
  issuer: 'ING',
  attemptKey: 'k1',
};

const detail = (name: string) =>
  within(screen.getByRole('region', { name: 'Controleer je bestelling' })).getByText(name, {
    selector: 'dt',
  }).nextElementSibling;

describe('OrderReview', () => {
  beforeAll(() => initShopI18n('nl-nl'));

  it('sums up the delivery date, the addresses, the payment method, the lines and the total before paying', () => {
    render(<OrderReview cart={cart} draft={draft} />);
    expect(detail('Bezorgdatum')).toHaveTextContent('donderdag 3 december 2026');
    expect(detail('Bezorgadres')).toHaveTextContent(
      'Anna de VriesOudegracht 12A3511 AB UtrechtNederland',
    );
    expect(detail('Factuuradres')).toHaveTextContent('Hetzelfde als het bezorgadres');
    expect(detail('Betaalmethode')).toHaveTextContent('iDEAL');
    expect(screen.getByText('1 × Zonnig boeket')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€ 29,90');
  });

  it('shows an invoice address of its own, and a payment method not chosen yet', () => {
    render(
      <OrderReview
        cart={cart}
        draft={{
          ...draft,
          paymentMethod: '',
          invoiceSame: false,
          invoiceAddress: {
            ...deliveryAddress,
            companyName: 'De Tulp B.V.',
            street: 'Meir',
            housenumber: '24',
            housenumber_addition: '',
            postcode: '2000',
            city: 'Antwerpen',
            country: 'BE',
          },
        }}
      />,
    );
    expect(detail('Factuuradres')).toHaveTextContent(
      'De Tulp B.V.Anna de VriesMeir 242000 AntwerpenBelgië',
    );
    expect(detail('Betaalmethode')).toHaveTextContent('Nog niet gekozen');
  });
});
