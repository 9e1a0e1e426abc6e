import * as v from 'valibot';
import {
  backOfficeOrderFilterSchema,
  orderTransitionSchema,
  trackAndTraceSchema,
} from './back-office';
import { issuesToViolations } from './messages';

const violationsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : issuesToViolations(result.issues).map((i) => [i.path, i.key]);
};

const parcel = {
  carrier: 'postnl',
  code: '3SBLM1234567',
  url: 'https://jouw.postnl.nl/track-and-trace/3SBLM1234567-NL-3511AB',
};

describe('trackAndTraceSchema', () => {
  it('takes a known carrier, a code and an https link, trimmed', () => {
    expect(v.parse(trackAndTraceSchema, { ...parcel, code: ' 3SBLM1234567 ' })).toEqual(parcel);
  });

  it('refuses a link the customer should not be sent to, and codes that are no codes', () => {
    expect(violationsOf(trackAndTraceSchema, { ...parcel, url: 'http://track.example/1' })).toEqual(
      [['url', 'validation.invalidValue']],
    );
    expect(violationsOf(trackAndTraceSchema, { ...parcel, url: 'javascript:alert(1)' })).toEqual([
      ['url', 'validation.invalidValue'],
    ]);
    expect(violationsOf(trackAndTraceSchema, { ...parcel, code: '<b>1</b>' })).toEqual([
      ['code', 'validation.invalidValue'],
    ]);
    expect(violationsOf(trackAndTraceSchema, { ...parcel, carrier: 'duif' })).toEqual([
      ['carrier', 'validation.invalidValue'],
    ]);
  });
});

describe('orderTransitionSchema', () => {
  it('takes the moves staff make, not the provider’s or the shopper’s', () => {
    expect(v.parse(orderTransitionSchema, { transition: 'ship' })).toEqual({ transition: 'ship' });
    expect(violationsOf(orderTransitionSchema, { transition: 'pay' })).toEqual([
      ['transition', 'validation.invalidValue'],
    ]);
  });
});

describe('backOfficeOrderFilterSchema', () => {
  it('reads several statuses and a delivery period', () => {
    expect(
      v.parse(backOfficeOrderFilterSchema, {
        status: 'new,pending',
        delivery_from: '2026-12-01',
        delivery_till: '2026-12-24',
      }),
    ).toEqual({
      status: ['new', 'pending'],
      delivery_from: '2026-12-01',
      delivery_till: '2026-12-24',
    });
    expect(
      violationsOf(backOfficeOrderFilterSchema, {
        delivery_from: '2026-12-24',
        delivery_till: '2026-12-01',
      }),
    ).toEqual([['delivery_till', 'validation.dateRange']]);
    expect(violationsOf(backOfficeOrderFilterSchema, { status: 'new,shipped' })).toEqual([
      ['status.1', 'validation.invalidValue'],
    ]);
  });
});
