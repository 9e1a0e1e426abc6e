import * as v from 'valibot';
import { orderSearchSchema } from './order-search';
import { issuesToViolations } from './messages';

const violationsOf = (input: unknown) => {
  const result = v.safeParse(orderSearchSchema, input);
  return result.success ? [] : issuesToViolations(result.issues).map((i) => [i.path, i.key]);
};

describe('orderSearchSchema', () => {
  it('normalizes an order number and a Dutch or Belgian postcode as orders store them', () => {
    expect(
      v.parse(orderSearchSchema, { by: 'number', orderNumber: ' fb100001', postcode: '3511ab' }),
    ).toEqual({ by: 'number', orderNumber: 'FB-100001', postcode: '3511 AB' });
    expect(
      v.parse(orderSearchSchema, {
        by: 'address',
        postcode: ' 2000 ',
        housenumber: '12',
        deliveryDate: '2026-12-24',
      }),
    ).toEqual({ by: 'address', postcode: '2000', housenumber: '12', deliveryDate: '2026-12-24' });
  });

  it('names the field that is wrong or missing', () => {
    expect(violationsOf({ by: 'number', orderNumber: 'FB-12', postcode: '0123' })).toEqual([
      ['orderNumber', 'validation.orderNumber'],
      ['postcode', 'validation.postcode'],
    ]);
    expect(
      violationsOf({ by: 'address', postcode: '', housenumber: '12a', deliveryDate: '2026-02-30' }),
    ).toEqual([
      ['postcode', 'validation.required'],
      ['housenumber', 'validation.housenumber'],
      ['deliveryDate', 'validation.date'],
    ]);
  });
});
