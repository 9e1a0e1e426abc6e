import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  acceptsDeliveryDate,
  deliveryDates,
  earliestDeliveryDay,
  easterSunday,
  isDeliveryDay,
  localNow,
  publicHolidays,
} from './delivery-dates';

const rules = { cutOffHour: 15, daysOffered: 6, closedDates: [] };

describe('delivery dates', () => {
  it('knows Easter', () => {
    assert.equal(easterSunday(2026).toISOString().slice(0, 10), '2026-04-05');
    assert.equal(easterSunday(2027).toISOString().slice(0, 10), '2027-03-28');
    assert.equal(easterSunday(2025).toISOString().slice(0, 10), '2025-04-20');
  });

  it('reads the time in the Netherlands, summer and winter', () => {
    assert.deepEqual(localNow(new Date('2026-07-01T12:59:00Z')), { day: '2026-07-01', hour: 14 });
    assert.deepEqual(localNow(new Date('2026-12-01T13:59:00Z')), { day: '2026-12-01', hour: 14 });
    assert.deepEqual(localNow(new Date('2026-12-01T23:30:00Z')), { day: '2026-12-02', hour: 0 });
  });

  it('delivers tomorrow only when ordered before the cut-off, local time', () => {
    // Tuesday 1 December 2026: 14:59 in Amsterdam is 13:59 UTC.
    assert.equal(earliestDeliveryDay(new Date('2026-12-01T13:59:00Z'), rules), '2026-12-02');
    assert.equal(earliestDeliveryDay(new Date('2026-12-01T14:00:00Z'), rules), '2026-12-03');
    // In summer time the cut-off is 13:00 UTC.
    assert.equal(earliestDeliveryDay(new Date('2026-07-01T13:00:00Z'), rules), '2026-07-03');
  });

  it('never offers Sundays', () => {
    // Friday 4 December 2026, morning: Saturday, then Monday.
    const dates = deliveryDates(new Date('2026-12-04T08:00:00Z'), 'NL', rules);
    assert.deepEqual(dates.slice(0, 2), ['2026-12-05', '2026-12-07']);
    for (const day of dates) assert.notEqual(new Date(`${day}T00:00:00Z`).getUTCDay(), 0);
  });

  it('skips each country’s own public holidays', () => {
    // Christmas 2026: Friday 25 and Saturday 26 December in the Netherlands; only the 25th in Belgium.
    const now = new Date('2026-12-23T08:00:00Z');
    assert.deepEqual(deliveryDates(now, 'NL', rules).slice(0, 3), [
      '2026-12-24',
      '2026-12-28',
      '2026-12-29',
    ]);
    assert.deepEqual(deliveryDates(now, 'BE', rules).slice(0, 3), [
      '2026-12-24',
      '2026-12-26',
      '2026-12-28',
    ]);
    assert.ok(publicHolidays('NL', 2026).has('2026-04-27')); // King's Day, a Monday
    assert.ok(publicHolidays('NL', 2025).has('2025-04-26')); // the 27th was a Sunday
    assert.ok(publicHolidays('BE', 2026).has('2026-07-21'));
    assert.ok(!publicHolidays('NL', 2026).has('2026-07-21'));
    assert.ok(publicHolidays('NL', 2026).has('2026-05-14')); // Ascension Day
    assert.ok(!isDeliveryDay('2026-05-25', 'BE', rules)); // Whit Monday
  });

  it('skips configured closed days and refuses what is not offered', () => {
    const now = new Date('2026-12-01T08:00:00Z');
    const closed = { ...rules, closedDates: ['2026-12-02'] };
    assert.equal(deliveryDates(now, 'NL', closed)[0], '2026-12-03');
    assert.ok(acceptsDeliveryDate('2026-12-02', now, 'NL', rules));
    assert.ok(!acceptsDeliveryDate('2026-12-02', now, 'NL', closed));
    assert.ok(!acceptsDeliveryDate('2026-12-01', now, 'NL', rules)); // today
    assert.ok(!acceptsDeliveryDate('2026-12-06', now, 'NL', rules)); // a Sunday
    assert.ok(!acceptsDeliveryDate('2027-02-01', now, 'NL', rules)); // beyond the dates offered
    assert.ok(!acceptsDeliveryDate('2026-02-30', now, 'NL', rules)); // no such day
    assert.ok(!acceptsDeliveryDate('tomorrow', now, 'NL', rules));
  });
});
