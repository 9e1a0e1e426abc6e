import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { orderLineValues } from '../../../../../src/plugins/app/orders/placement/lines';

const price = (incl: number, rate = 900) => ({
  incl_vat: incl,
  excl_vat: incl,
  vat: 0,
  vat_rate_bp: rate,
});
const line = (fields: Record<string, unknown> = {}) => ({
  variation_id: 7,
  product: { slug: 'zonnig-boeket', name: 'Zonnig boeket', image: '' },
  properties: { size: 'M' },
  quantity: 2,
  unit_price: price(2500),
  total: price(5000),
  card: null,
  personalization: false,
  design: null,
  letter: null,
  upsells: [],
  ...fields,
});

describe('the order lines', () => {
  it('copies each cart line in its position, with the VAT rate it was sold at', () => {
    const values = orderLineValues('o1', [line(), line({ variation_id: 8 })] as never);
    assert.deepEqual(
      values.map((v) => [v.orderUuid, v.position, v.variationId, v.vatRateBp, v.quantity]),
      [
        ['o1', 0, 7, 900, 2],
        ['o1', 1, 8, 900, 2],
      ],
    );
    assert.equal(values[0]!.productName, 'Zonnig boeket');
  });

  it('keeps the card, the letter and the design’s photo by name, and each upsell’s rate', () => {
    const [value] = orderLineValues('o1', [
      line({
        card: { id: 3, name: 'Gefeliciteerd', text: 'Hoera!', price: price(250) },
        letter: { id: 'l1', file_name: 'brief.pdf', price: price(300) },
        personalization: true,
        design: {
          lines: [{ label: 'Naam', text: 'Anna' }],
          photo: { id: 'p1', file_name: 'foto.jpg', url: '/x' },
        },
        upsells: [
          {
            variation_id: 9,
            name: 'Vaas',
            properties: {},
            quantity: 1,
            text: null,
            unit_price: price(1500, 2100),
            total: price(1500, 2100),
          },
        ],
      }),
    ] as never);
    assert.deepEqual(
      [value!.cardId, value!.cardName, value!.cardText, value!.letterFileName],
      [3, 'Gefeliciteerd', 'Hoera!', 'brief.pdf'],
    );
    assert.deepEqual(value!.design, {
      lines: [{ label: 'Naam', text: 'Anna' }],
      photo: { file_name: 'foto.jpg' },
    });
    assert.equal(value!.upsells[0]!.vat_rate_bp, 2100);
  });
});
