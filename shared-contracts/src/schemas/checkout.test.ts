import * as v from 'valibot';
import {
  addressBookEntrySchema,
  addressSchema,
  cardExpired,
  invoiceAddressSchema,
  normalizePostcode,
  paymentSchema,
  placeOrderSchema,
} from './checkout';
import { issuesToViolations } from './messages';

const violationsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : issuesToViolations(result.issues).map((i) => `${i.path}:${i.key}`);
};

const address = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: 'Oudegracht',
  housenumber: '12',
  postcode: '3511ab',
  city: 'Utrecht',
  country: 'NL',
};

describe('addresses', () => {
  it('normalizes postcodes per country and refuses the wrong shape', () => {
    expect(normalizePostcode('3511ab', 'NL')).toBe('3511 AB');
    expect(normalizePostcode(' 3511  AB ', 'NL')).toBe('3511 AB');
    expect(normalizePostcode('0511 AB', 'NL')).toBeNull();
    expect(normalizePostcode('1000', 'NL')).toBeNull();
    expect(normalizePostcode('1000', 'BE')).toBe('1000');
    expect(normalizePostcode('3511 AB', 'BE')).toBeNull();
  });

  it('accepts a Dutch address and stores the postcode normalized', () => {
    const parsed = v.parse(addressSchema, address);
    expect(parsed.postcode).toBe('3511 AB');
    expect(parsed.attn).toBe('');
  });

  it('names every field that is wrong', () => {
    expect(
      violationsOf(addressSchema, {
        ...address,
        firstname: ' ',
        housenumber: '12a',
        postcode: '1000',
        phoneNumber: 'call me',
      }),
    ).toEqual([
      'firstname:validation.required',
      'housenumber:validation.housenumber',
      'phoneNumber:validation.phone',
      'postcode:validation.postcode',
    ]);
    expect(violationsOf(addressSchema, { ...address, country: 'DE' })).toEqual([
      'country:validation.deliveryCountry',
    ]);
    expect(violationsOf(addressSchema, { ...address, price: 1 })).toEqual([
      'price:validation.unknownField',
    ]);
  });
});

describe('addresses in other countries (ADR 0023)', () => {
  const german = { ...address, postcode: '10117', city: 'Berlin', country: 'de' };

  it('reads other countries’ postcodes as free text of 2 to 10 letters or digits', () => {
    expect(normalizePostcode(' 10117 ', 'DE')).toBe('10117');
    expect(normalizePostcode('l-1234', 'LU')).toBe('L-1234');
    expect(normalizePostcode('sw1a  1aa', 'GB')).toBe('SW1A 1AA');
    expect(normalizePostcode('1', 'DE')).toBeNull();
    expect(normalizePostcode('10117#', 'DE')).toBeNull();
  });

  it('takes an invoice address in any country, but delivers to the Netherlands and Belgium only', () => {
    expect(v.parse(invoiceAddressSchema, german)).toMatchObject({
      country: 'DE',
      postcode: '10117',
    });
    expect(violationsOf(invoiceAddressSchema, { ...german, postcode: '#' })).toEqual([
      'postcode:validation.postcodeOther',
    ]);
    expect(violationsOf(invoiceAddressSchema, { ...german, country: 'Germany' })).toEqual([
      'country:validation.country',
    ]);
    expect(violationsOf(addressSchema, german)).toEqual(['country:validation.deliveryCountry']);
  });

  it('keeps an address book entry abroad only when it is not for delivery', () => {
    expect(violationsOf(addressBookEntrySchema, german)).toEqual([
      'country:validation.deliveryCountry',
    ]);
    expect(v.parse(addressBookEntrySchema, { ...german, deliveryAddress: false })).toMatchObject({
      country: 'DE',
      deliveryAddress: false,
    });
    expect(
      violationsOf(addressBookEntrySchema, {
        ...german,
        deliveryAddress: false,
        isDefaultDeliveryAddress: true,
      }),
    ).toEqual(['country:validation.deliveryCountry']);
  });
});

describe('payment', () => {
  const card = {
    method: 'creditcard',
    number: '4111 1111 1111 1111',
    holder: 'A. de Vries',
    expiryMonth: 12,
    expiryYear: 2099,
    cvc: '123',
  };

  it('checks the card number with Luhn and keeps its digits only', () => {
    expect(v.parse(paymentSchema, card)).toMatchObject({ number: '4111111111111111' });
    expect(violationsOf(paymentSchema, { ...card, number: '4111 1111 1111 1112' })).toEqual([
      'number:validation.invalidCardNumber',
    ]);
    expect(violationsOf(paymentSchema, { ...card, cvc: '12' })).toEqual(['cvc:validation.cvc']);
  });

  it('refuses an expired card and an impossible month', () => {
    expect(cardExpired(10, 2026, new Date('2026-11-23'))).toBe(true);
    expect(cardExpired(11, 2026, new Date('2026-11-23'))).toBe(false);
    expect(cardExpired(1, 27, new Date('2026-11-23'))).toBe(false);
    expect(violationsOf(paymentSchema, { ...card, expiryMonth: 1, expiryYear: 2020 })).toEqual([
      'expiryMonth:validation.cardExpired',
    ]);
    expect(violationsOf(paymentSchema, { ...card, expiryMonth: 13 })).toEqual([
      'expiryMonth:validation.cardExpiry',
    ]);
  });

  it('needs the AfterPay terms accepted and a bank for iDEAL', () => {
    expect(violationsOf(paymentSchema, { method: 'afterpay', acceptTerms: false })).toEqual([
      'acceptTerms:validation.afterPayTerms',
    ]);
    expect(violationsOf(paymentSchema, { method: 'ideal', issuer: '' })).toEqual([
      'issuer:validation.required',
    ]);
    expect(violationsOf(paymentSchema, { method: 'cash' })).toEqual([
      'method:validation.paymentMethod',
    ]);
  });
});

describe('placing an order', () => {
  it('takes no price and needs a delivery date', () => {
    const order = {
      cart: '6f1c1b9e-8a4e-4c1e-9a57-0f3f0b8e2a11',
      email: 'Anna@Example.com',
      deliveryDate: '2026-12-02',
      deliveryAddress: address,
      payment: { method: 'ideal', issuer: 'ING' },
    };
    expect(v.parse(placeOrderSchema, order)).toMatchObject({ email: 'anna@example.com' });
    expect(violationsOf(placeOrderSchema, { ...order, total: 1 })).toEqual([
      'total:validation.unknownField',
    ]);
    expect(violationsOf(placeOrderSchema, { ...order, deliveryDate: 'morgen' })).toEqual([
      'deliveryDate:validation.deliveryDate',
    ]);
  });
});
