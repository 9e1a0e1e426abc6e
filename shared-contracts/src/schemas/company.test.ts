import * as v from 'valibot';
import { companyUpdateSchema, isBelgianEnterpriseNumber } from './company';
import { issuesToViolations } from './messages';

const violationsOf = (input: unknown) => {
  const result = v.safeParse(companyUpdateSchema, input);
  return result.success ? [] : issuesToViolations(result.issues);
};

describe('companyUpdateSchema', () => {
  it('accepts a Dutch company with KvK and VAT numbers as typed', () => {
    expect(
      v.parse(companyUpdateSchema, {
        name: '  De Tulp B.V. ',
        chamber_of_commerce_number: '1234 5678',
        vat_number: 'nl123456789b01',
      }),
    ).toEqual({
      name: 'De Tulp B.V.',
      chamber_of_commerce_number: '12345678',
      vat_number: 'NL123456789B01',
    });
  });

  it('accepts a Belgian company with enterprise and VAT numbers', () => {
    expect(
      v.parse(companyUpdateSchema, {
        name: 'De Roos BV',
        chamber_of_commerce_number: '0123.456.749',
        vat_number: 'BE 0123.456.749',
      }),
    ).toMatchObject({ chamber_of_commerce_number: '0123456749', vat_number: 'BE0123456749' });
  });

  it('keeps empty or missing registration numbers as null', () => {
    expect(
      v.parse(companyUpdateSchema, { name: 'Zonder', chamber_of_commerce_number: '' }),
    ).toEqual({ name: 'Zonder', chamber_of_commerce_number: null, vat_number: null });
  });

  it.each([
    ['chamber_of_commerce_number', '1234567', 'validation.chamberOfCommerceNumber'],
    ['chamber_of_commerce_number', '2123456749', 'validation.chamberOfCommerceNumber'],
    ['chamber_of_commerce_number', '0123456748', 'validation.chamberOfCommerceNumber'],
    ['vat_number', 'NL123456789', 'validation.vatNumber'],
    ['vat_number', 'BE0123456748', 'validation.vatNumber'],
    ['vat_number', 'DE123456789', 'validation.vatNumber'],
  ])('rejects %s %j', (field, value, key) => {
    expect(violationsOf({ name: 'X', [field]: value })).toEqual([{ path: field, key }]);
  });

  it('rejects a Dutch KvK number with a Belgian VAT number', () => {
    expect(
      violationsOf({
        name: 'X',
        chamber_of_commerce_number: '12345678',
        vat_number: 'BE0123456749',
      }),
    ).toEqual([{ path: 'vat_number', key: 'validation.vatNumberCountry' }]);
  });

  it('requires a name and refuses unknown fields', () => {
    expect(violationsOf({ name: ' ', uuid: 'x' })).toEqual([
      { path: 'name', key: 'validation.required' },
      { path: 'uuid', key: 'validation.unknownField' },
    ]);
  });
});

describe('isBelgianEnterpriseNumber', () => {
  it('checks the modulo 97 check digits', () => {
    expect(isBelgianEnterpriseNumber('0123456749')).toBe(true);
    expect(isBelgianEnterpriseNumber('0123456750')).toBe(false);
  });
});
