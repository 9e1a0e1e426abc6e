// The shop's addresses: where it delivers, Dutch postcodes, a delivery or invoice address, and
// the address book's entries (the account's screen and checkout's choice).
import * as v from 'valibot';
import { optionalText, text } from './text-fields';

/** The countries the shop delivers to: the API's rule (its country list says `delivers`). */
export const deliveryCountries = ['NL', 'BE'] as const;
export type DeliveryCountry = (typeof deliveryCountries)[number];

export const isDeliveryCountry = (country: string): country is DeliveryCountry =>
  (deliveryCountries as readonly string[]).includes(country);

/** A country of an address, as an ISO 3166 code (`/geography/countries`: NL, BE or another). */
export const countryCodeSchema = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, 'validation.country'),
);

/** A Dutch postcode: the 4-digit area (PC4) and the two letters of the street part. */
export interface DutchPostcode {
  pc4: string;
  letters: string;
  /** The way PostNL writes it: `1234 AB`. */
  formatted: string;
}

/**
 * The one reading of a Dutch postcode, for the site's forms and the API alike: PC4 areas start
 * at 1000; spaces do not count and the letters may be in any case.
 */
export function parseDutchPostcode(text: string): DutchPostcode | null {
  const match = /^([1-9][0-9]{3})([a-z]{2})$/i.exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  const [, pc4 = '', letters = ''] = match;
  const upper = letters.toUpperCase();
  return { pc4, letters: upper, formatted: `${pc4} ${upper}` };
}

/**
 * Dutch postcodes are `1234 AB` (never starting with 0), Belgian ones four digits. Elsewhere
 * (no postcode data) a postcode is free text: 2 to 10 letters, digits, spaces or hyphens,
 * starting and ending with a letter or digit (`10115`, `L-1234`, `SW1A 1AA`), upper case.
 */
export function normalizePostcode(postcode: string, country: string): string | null {
  if (country === 'NL') return parseDutchPostcode(postcode)?.formatted ?? null;
  if (country === 'BE') {
    const compact = postcode.replace(/\s+/g, '');
    return /^[1-9]\d{3}$/.test(compact) ? compact : null;
  }
  const text = postcode.trim().replace(/\s+/g, ' ').toUpperCase();
  return /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/.test(text) ? text : null;
}

/** The message for a postcode that does not fit its country. */
const postcodeMessage = (country: string) =>
  isDeliveryCountry(country) ? 'validation.postcode' : 'validation.postcodeOther';

const addressEntries = {
  attn: optionalText(100),
  firstname: text(100),
  lastname: text(100),
  companyName: optionalText(200),
  street: text(200),
  housenumber: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.regex(/^\d{1,5}$/, 'validation.housenumber'),
  ),
  housenumber_addition: optionalText(10),
  postcode: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required')),
  city: text(100),
  country: countryCodeSchema,
  phoneNumber: v.pipe(
    optionalText(30),
    v.check((phone) => phone === '' || /^\+?[\d\s()-]{8,}$/.test(phone), 'validation.phone'),
  ),
};

type AddressKey = {
  postcode: string;
  country: string;
  deliveryAddress?: boolean;
  isDefaultDeliveryAddress?: boolean;
};

/** Is the address (of the address book) for delivery? Then it must be where the shop delivers. */
function deliversWhereAsked(input: AddressKey): boolean {
  const forDelivery = input.deliveryAddress !== false || input.isDefaultDeliveryAddress === true;
  return !forDelivery || isDeliveryCountry(input.country);
}

/**
 * An address object with `extra` fields; the postcode checked against the country and
 * normalized. The checks report at their field even while other fields are wrong (the casts:
 * valibot cannot check paths into an object whose entries are generic). `deliveryFlag`: the
 * object says with `deliveryAddress` whether it is for delivery (the address book).
 */
function addressObject<E extends v.ObjectEntries>(extra: E, deliveryFlag = false) {
  return v.pipe(
    v.strictObject({ ...addressEntries, ...extra }),
    v.forward(
      v.partialCheck(
        [['postcode'], ['country']] as never,
        (input) => {
          const { postcode, country } = input as unknown as AddressKey;
          return normalizePostcode(postcode, country) !== null;
        },
        (issue) => postcodeMessage((issue.input as unknown as AddressKey).country),
      ),
      ['postcode'] as never,
    ),
    // A delivery address must be in a country the shop delivers to (ADR 0023).
    v.forward(
      v.partialCheck(
        [['country'], ['deliveryAddress'], ['isDefaultDeliveryAddress']] as never,
        (input) => !deliveryFlag || deliversWhereAsked(input as unknown as AddressKey),
        'validation.deliveryCountry',
      ),
      ['country'] as never,
    ),
    v.transform((input) => ({
      ...input,
      postcode:
        normalizePostcode(input.postcode as string, input.country as string) ??
        (input.postcode as string),
    })),
  );
}

/**
 * A delivery address (spec: attn, firstname, lastname, companyName, street, housenumber,
 * housenumber_addition, postcode, city, country, phoneNumber), in a country the shop delivers
 * to. The postcode is checked against the country and stored normalized.
 */
export const addressSchema = addressObject({
  country: v.pipe(countryCodeSchema, v.picklist(deliveryCountries, 'validation.deliveryCountry')),
});
export type AddressInput = v.InferOutput<typeof addressSchema>;

/** An invoice address: the same fields, in any country of the API's list. */
export const invoiceAddressSchema = addressObject({});
export type InvoiceAddressInput = v.InferOutput<typeof invoiceAddressSchema>;

/** Address book entries are delivery addresses unless they say `deliveryAddress: false`. */
const bookEntries = {
  newsletter: v.optional(v.boolean('validation.invalidValue'), false),
  /** Spec: a delivery address (true), or one for invoices only, in any country of the list. */
  deliveryAddress: v.optional(v.boolean('validation.invalidValue'), true),
};

/** POST /relation/addresses: an address for the address book, with its newsletter opt-in. */
export const addressBookEntrySchema = addressObject(
  {
    ...bookEntries,
    isDefaultDeliveryAddress: v.optional(v.boolean('validation.invalidValue'), false),
    /** A company address, shared with the company's users (needs addresses.manage). */
    forCompany: v.optional(v.boolean('validation.invalidValue'), false),
  },
  true,
);
export type AddressBookEntryInput = v.InferOutput<typeof addressBookEntrySchema>;

/**
 * PUT /relation/addresses/{uuid}: the whole address again. `isDefaultDeliveryAddress: true`
 * makes it the default delivery address of its book (the customer's, or the company's); a
 * default is moved to another address, never removed, so `false` is not a choice.
 */
export const addressUpdateSchema = addressObject(
  {
    ...bookEntries,
    isDefaultDeliveryAddress: v.optional(v.literal(true, 'validation.invalidValue')),
  },
  true,
);
export type AddressUpdateInput = v.InferOutput<typeof addressUpdateSchema>;
