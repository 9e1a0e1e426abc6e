import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deliveryDateViolations } from '../../../../../src/plugins/app/orders/placement/delivery-date';
import { defaultDeliveryRules } from '../../../../../src/domain/order/delivery-dates';

// Tuesday 2026-11-24, 10:00 in Amsterdam: before the cut-off, so Wednesday is the first day.
const now = new Date('2026-11-24T09:00:00Z');
const to = (country: 'NL' | 'BE', deliveryDate: string) => ({
  deliveryDate,
  deliveryAddress: { country } as never,
});

describe('the delivery date step', () => {
  it('lets a date the shop offers through', () => {
    assert.deepEqual(deliveryDateViolations(to('NL', '2026-11-25'), now, defaultDeliveryRules), []);
  });

  it('refuses today, a Sunday and a closed date, on the delivery date field', () => {
    const refused = [{ path: 'deliveryDate', key: 'errors.deliveryDateUnavailable' }];
    for (const day of ['2026-11-24', '2026-11-29'])
      assert.deepEqual(deliveryDateViolations(to('NL', day), now, defaultDeliveryRules), refused);
    const closed = { ...defaultDeliveryRules, closedDates: ['2026-11-25'] };
    assert.deepEqual(deliveryDateViolations(to('NL', '2026-11-25'), now, closed), refused);
  });

  it("follows the destination's holidays: Belgium's 11 November is no delivery day", () => {
    const early = new Date('2026-11-09T09:00:00Z');
    assert.equal(
      deliveryDateViolations(to('BE', '2026-11-11'), early, defaultDeliveryRules).length,
      1,
    );
    assert.equal(
      deliveryDateViolations(to('NL', '2026-11-11'), early, defaultDeliveryRules).length,
      0,
    );
  });
});
