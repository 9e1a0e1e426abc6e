import { iri } from './iri';

/**
 * The resource types the API answers, each with the schema.org terms that say the same as one
 * of its fields. `GET /contexts/{type}` serves one context document per type, as API Platform
 * does (ADR 0042); a type missing here has no context, so an answer naming it fails the
 * JSON-LD test (test/routes/json-ld.test.ts).
 */
const schemaTerms = {
  Address: {
    street: 'schema:streetAddress',
    postcode: 'schema:postalCode',
    city: 'schema:addressLocality',
    phoneNumber: 'schema:telephone',
  },
  ApprovalRules: {},
  BackOfficeOrder: { ordered_at: 'schema:orderDate' },
  Brand: { name: 'schema:name' },
  Cart: {},
  Category: { name: 'schema:name' },
  CityAndPostcode: { postcode: 'schema:postalCode' },
  Company: { name: 'schema:legalName', vat_number: 'schema:vatID' },
  CompanyReportCustomerHistory: { name: 'schema:name' },
  CompanyRoles: {},
  Country: { name: 'schema:name' },
  Customer: { email: 'schema:email', fullname: 'schema:name' },
  DeliveryDate: {},
  Error: {},
  GiftCardInfo: {},
  HubToken: {},
  Letter: {},
  Merchant: { name: 'schema:name' },
  Order: { ordered_at: 'schema:orderDate' },
  OrderCollection: {},
  OrderSearchResult: {},
  PasswordResetMail: {},
  PaymentMethod: { name: 'schema:name' },
  PaymentProvider: {},
  Photo: {},
  PostcodeSuggestion: {
    street: 'schema:streetAddress',
    postcode: 'schema:postalCode',
    city: 'schema:addressLocality',
  },
  Product: { name: 'schema:name', description: 'schema:description', sku: 'schema:sku' },
  ProductFilters: {},
  ProductGroup: {},
  User: {},
  WishCard: { name: 'schema:name' },
} satisfies Record<string, Record<string, string>>;

export type ResourceType = keyof typeof schemaTerms;

export const resourceTypes = Object.keys(schemaTerms) as ResourceType[];

export const isResourceType = (name: string): name is ResourceType =>
  Object.hasOwn(schemaTerms, name);

/**
 * Where the shop's own terms live: API Platform's `@vocab`, the API documentation's classes. An
 * absolute IRI on the site's origin (a relative `@vocab` is resolved differently by different
 * processors, and not at all by JSON-LD 1.0 ones); relative only without a known origin.
 */
export const vocabulary = (origin: string | null) => `${origin ?? ''}${iri('/docs.jsonld#')}`;

/** Fields whose value is another resource's IRI (an address's owner, a default address). */
const references = ['customer', 'company', 'currentDefaultDeliveryAddress'];

/** Hydra's paging links are IRIs too, not strings. */
const hydraLinks = ['hydra:first', 'hydra:last', 'hydra:previous', 'hydra:next'];

/**
 * The context document of one type: Hydra's terms by their prefix, schema.org's where they fit,
 * and `@vocab` for every other field, so a JSON-LD processor keeps every field it expands.
 */
export function contextDocument(type: ResourceType, origin: string | null) {
  return {
    '@context': {
      '@vocab': vocabulary(origin),
      hydra: 'http://www.w3.org/ns/hydra/core#',
      schema: 'https://schema.org/',
      ...Object.fromEntries(hydraLinks.map((term) => [term, { '@id': term, '@type': '@id' }])),
      ...Object.fromEntries(
        references.map((term) => [term, { '@id': `${vocabulary(origin)}${term}`, '@type': '@id' }]),
      ),
      ...schemaTerms[type],
    },
  };
}

/** A minimal Hydra API documentation: the classes whose terms `@vocab` names. */
export function apiDocumentation(origin: string | null) {
  return {
    '@context': { hydra: 'http://www.w3.org/ns/hydra/core#' },
    '@id': iri('/docs.jsonld'),
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'Bloem & Zo API',
    'hydra:supportedClass': resourceTypes.map((type) => ({
      '@id': `${vocabulary(origin)}${type}`,
      '@type': 'hydra:Class',
      'hydra:title': type,
    })),
  };
}
