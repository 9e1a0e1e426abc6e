import * as v from 'valibot';
import {
  addressBookEntrySchema,
  addressSchema,
  invoiceAddressSchema,
  normalizePostcode,
} from './address';
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
