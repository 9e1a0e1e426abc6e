import * as v from 'valibot';
import { weekdays } from '@shop/contracts/api';
import { collectionOf, item, member } from './hydra';

/** The reference data's and the gift card's answers, for the document (ADR 0038). */
export const brandListSchema = collectionOf(
  member('Brand', { id: v.number(), slug: v.string(), name: v.string() }),
);

export const countryListSchema = collectionOf(
  member('Country', { code: v.string(), name: v.string(), delivers: v.boolean() }),
);

/** POST /postcode/suggestion (`PostcodeSuggestion` of @shop/contracts/api, ADR 0047). */
export const postcodeSuggestionAnswer = v.object({
  '@context': v.string(),
  '@type': v.literal('PostcodeSuggestion'),
  postcode: v.pipe(v.string(), v.description('1234 AB')),
  housenumber: v.string(),
  housenumber_addition: v.nullable(v.string()),
  street: v.pipe(v.nullable(v.string()), v.description("Null unless street_lookup is 'found'")),
  city: v.pipe(
    v.nullable(v.string()),
    v.description('Null when only the postcode area is known and it holds several places'),
  ),
  cities: v.array(v.string()),
  municipality: v.nullable(v.string()),
  province: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  precision: v.pipe(
    v.picklist(['postcode-area', 'address']),
    v.description(
      "'address': the very address; 'postcode-area': the 4-digit area's city and centre",
    ),
  ),
  street_lookup: v.pipe(
    v.picklist(['found', 'not-found', 'unavailable']),
    v.description(
      "'found': the BAG knows the address; 'not-found': it knows no such postcode and number; " +
        "'unavailable': the address service did not answer in time, or none is configured",
    ),
  ),
  additions: v.pipe(
    v.array(
      v.object({
        addition: v.pipe(
          v.nullable(v.string()),
          v.description("House letter and/or addition ('A', '1', 'A-1'); null: the bare number"),
        ),
        number: v.pipe(v.string(), v.description('As the BAG writes it: 12, 12A, 12-1')),
      }),
    ),
    v.description('Every address the house number has at the postcode; empty unless found'),
  ),
});

export const cityAndPostcodeListSchema = collectionOf(
  v.object({
    '@type': v.literal('CityAndPostcode'),
    postcode: v.string(),
    city: v.string(),
    cityNl: v.nullable(v.string()),
    cityFr: v.nullable(v.string()),
  }),
);

const hours = v.nullable(v.object({ opens: v.string(), closes: v.string() }));

/** A sales point (`Merchant` of @shop/contracts/api). */
const merchantSchema = member('Merchant', {
  id: v.number(),
  merchantName: v.string(),
  street: v.string(),
  houseNumber: v.string(),
  postcode: v.string(),
  city: v.string(),
  country: v.picklist(['NL', 'BE']),
  latitude: v.number(),
  longitude: v.number(),
  brand: v.object({ id: v.number(), name: v.string() }),
  openingHours: v.object(Object.fromEntries(weekdays.map((day) => [day, hours]))),
  distance_km: v.number(),
});

/** GET /giftcard/storelocator: the sales points and the point searched from, or suggestions. */
export const storeLocatorSchema = v.object({
  ...collectionOf(merchantSchema).entries,
  point: v.optional(
    v.object({ latitude: v.number(), longitude: v.number(), label: v.nullable(v.string()) }),
  ),
  'hydra:description': v.optional(v.string()),
  suggestions: v.optional(v.array(v.string())),
});

export const giftCardInfoAnswer = item('GiftCardInfo', {
  id: v.union([v.number(), v.string()]),
  cardNumber: v.string(),
  balance: v.number(),
  currency: v.string(),
  expires_at: v.nullable(v.string()),
});
