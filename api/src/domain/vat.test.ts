import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { multiply, priceBreakdown, sum } from './vat';

describe('VAT', () => {
  it('takes 9% reduced VAT out of a Dutch price and 6% out of a Belgian one', () => {
    assert.deepEqual(priceBreakdown(2495, 'reduced', 'nl'), {
      incl_vat: 2495,
      excl_vat: 2289,
      vat: 206,
      vat_rate_bp: 900,
    });
    assert.deepEqual(priceBreakdown(2495, 'reduced', 'be'), {
      incl_vat: 2495,
      excl_vat: 2354,
      vat: 141,
      vat_rate_bp: 600,
    });
  });

  it('applies 21% standard VAT in both countries', () => {
    assert.deepEqual(priceBreakdown(12100, 'standard', 'nl'), {
      incl_vat: 12100,
      excl_vat: 10000,
      vat: 2100,
      vat_rate_bp: 2100,
    });
    assert.deepEqual(
      priceBreakdown(12100, 'standard', 'be'),
      priceBreakdown(12100, 'standard', 'nl'),
    );
  });

  it('always splits a price into integer parts that add up exactly', () => {
    for (let cents = 0; cents <= 20_000; cents += 7) {
      for (const site of ['nl', 'be'] as const) {
        for (const vatClass of ['reduced', 'standard'] as const) {
          const price = priceBreakdown(cents, vatClass, site);
          assert.ok(Number.isInteger(price.excl_vat) && Number.isInteger(price.vat));
          assert.equal(price.excl_vat + price.vat, cents);
        }
      }
    }
  });

  it('totals lines as the sum of unit parts times quantity', () => {
    const line = multiply(priceBreakdown(995, 'standard', 'nl'), 3);
    assert.deepEqual(line, { incl_vat: 2985, excl_vat: 2466, vat: 519, vat_rate_bp: 2100 });
    assert.deepEqual(sum([line, priceBreakdown(2495, 'reduced', 'nl')]), {
      incl_vat: 5480,
      excl_vat: 4755,
      vat: 725,
    });
  });
});
