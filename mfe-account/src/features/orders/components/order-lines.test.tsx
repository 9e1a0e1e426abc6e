import { render, screen, within } from '@testing-library/react';
import { changeLanguage, initShopI18n } from '@shop/shared-ui';
import '../../../i18n/messages';
import '../../../i18n/orders-messages';
import type { OrderLine } from '../api/orders-api';
import { OrderLines } from './order-lines';

const amounts = { incl_vat: 1290, excl_vat: 1183, vat: 107 };
const ribbon: OrderLine = {
  product: { slug: 'rouwlint-rozen', name: 'Rouwlint met rozen' },
  properties: {},
  quantity: 1,
  vat_rate_bp: 900,
  price: amounts,
  price_total: amounts,
  card: null,
  personalization: true,
  design: {
    lines: [
      { label: 'Tekst op het lint, regel 1', text: 'Rust zacht' },
      { label: 'Tekst op het lint, regel 2', text: '' },
    ],
    photo: { file_name: 'opa.jpg' },
  },
  letter: null,
  upsells: [],
};

describe('OrderLines', () => {
  beforeAll(() => initShopI18n('nl-nl'));
  afterAll(() => changeLanguage('nl-nl'));

  it('shows what a personalization carries: each text under its label, and the photo', () => {
    render(<OrderLines lines={[ribbon]} />);
    const design = screen.getByText('Tekst op het lint, regel 1').closest('dl')!;
    expect(within(design).getByText('Tekst op het lint, regel 1')).toBeInTheDocument();
    expect(within(design).getByText('“Rust zacht”')).toBeInTheDocument();
    // An empty optional line is left out.
    expect(within(design).queryByText('Tekst op het lint, regel 2')).not.toBeInTheDocument();
    expect(within(design).getByText('Foto')).toBeInTheDocument();
    expect(within(design).getByText('opa.jpg')).toBeInTheDocument();
  });
});
