import * as v from 'valibot';
import { holdsCardNumber, paymentSchema, placeOrderBodySchema, placeOrderSchema } from './checkout';
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

describe('payment', () => {
  it('takes a card as the provider’s token only: its number, expiry and CVC are refused', () => {
    expect(v.parse(paymentSchema, { method: 'creditcard', cardToken: 'tkn_abc123XYZ' })).toEqual({
      method: 'creditcard',
      cardToken: 'tkn_abc123XYZ',
    });
    expect(
      violationsOf(paymentSchema, { method: 'creditcard', cardToken: '4111111111111111' }),
    ).toEqual(['cardToken:validation.cardDetails']);
    expect(
      violationsOf(paymentSchema, {
        method: 'creditcard',
        cardToken: 'tkn_abc123XYZ',
        number: '4111 1111 1111 1111',
        cvc: '123',
      }),
    ).toContain('number:validation.unknownField');
  });

  it('offers Bancontact, and iDEAL without a bank when the provider lists none', () => {
    expect(v.parse(paymentSchema, { method: 'bancontact' })).toEqual({ method: 'bancontact' });
    expect(v.parse(paymentSchema, { method: 'ideal' })).toEqual({ method: 'ideal' });
  });

  it('needs the AfterPay terms accepted and a known method', () => {
    expect(violationsOf(paymentSchema, { method: 'afterpay', acceptTerms: false })).toEqual([
      'acceptTerms:validation.afterPayTerms',
    ]);
    // A bank, when given, is a bank: an empty choice is not.
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

describe('card numbers in an order (ADR 0052)', () => {
  const order = {
    cart: '6f1c1b9e-8a4e-4c1e-9a57-0f3f0b8e2a11',
    email: 'anna@example.com',
    deliveryDate: '2026-12-02',
    deliveryAddress: address,
    payment: { method: 'creditcard', cardToken: 'tkn_abc123XYZ' },
  };

  it('reads a card number however it is typed, and not a phone number or a postcode', () => {
    expect(holdsCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(holdsCardNumber('mijn kaart: 5555-5555-5555-4444 graag')).toBe(true);
    expect(holdsCardNumber('378282246310005')).toBe(true);
    expect(holdsCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(holdsCardNumber('+31 6 12345678')).toBe(false);
    expect(holdsCardNumber('+32 470 12 34 56')).toBe(false);
    expect(holdsCardNumber('3511 AB Utrecht 12')).toBe(false);
  });

  it('takes a cart whose uuid happens to read as a card number (one in about 1,400 does)', () => {
    const cart = '2a7a2243-5137-4463-9712-00f9e2ed2cb5';
    expect(holdsCardNumber(cart)).toBe(true);
    expect(v.safeParse(placeOrderBodySchema, { ...order, cart }).success).toBe(true);
  });

  it('refuses the whole order when any of its texts holds one', () => {
    expect(v.safeParse(placeOrderBodySchema, order).success).toBe(true);
    expect(
      violationsOf(placeOrderBodySchema, {
        ...order,
        deliveryRemark: 'Betaal met 4111 1111 1111 1111',
      }),
    ).toEqual([':validation.noCardNumbers']);
    expect(
      violationsOf(placeOrderBodySchema, {
        ...order,
        deliveryAddress: { ...address, attn: '4000 0000 0000 0002' },
      }),
    ).toEqual([':validation.noCardNumbers']);
  });
});
