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

/** POST /postcode/suggestion (`PostcodeSuggestion` in domain/geo/postcode-provider.ts). */
export const postcodeSuggestionAnswer = v.object({
  '@context': v.string(),
  '@type': v.literal('PostcodeSuggestion'),
  postcode: v.string(),
  housenumber: v.string(),
  housenumber_addition: v.nullable(v.string()),
  street: v.nullable(v.string()),
  city: v.nullable(v.string()),
  cities: v.array(v.string()),
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
