// The payment methods the shop offers, as Mollie's Methods API lists them
// (https://docs.mollie.com/reference/list-methods), with its filters on amount, billing country
// and sequence type, and iDEAL's issuers under `include=issuers`.
import { MollieError } from './http.mjs';
import { euros, parseAmount } from './money.mjs';
import { languageOf } from './texts.mjs';

/** Limits in cents; `countries` null: any billing country. */
export const methods = [
  {
    id: 'ideal',
    description: { en: 'iDEAL', nl: 'iDEAL', fr: 'iDEAL' },
    minimum: 1,
    maximum: 5_000_000,
    countries: ['NL'],
    sequenceTypes: ['oneoff', 'first'],
    colour: '#cc0066',
  },
  {
    id: 'creditcard',
    description: { en: 'Credit card', nl: 'Creditcard', fr: 'Carte de crédit' },
    minimum: 1,
    maximum: 5_000_000,
    countries: null,
    sequenceTypes: ['oneoff', 'first', 'recurring'],
    colour: '#1a1f71',
  },
  {
    id: 'bancontact',
    description: { en: 'Bancontact', nl: 'Bancontact', fr: 'Bancontact' },
    minimum: 1,
    maximum: 5_000_000,
    countries: ['BE'],
    sequenceTypes: ['oneoff', 'first'],
    colour: '#005498',
  },
  {
    id: 'riverty',
    description: { en: 'Riverty', nl: 'Riverty', fr: 'Riverty' },
    minimum: 500,
    maximum: 200_000,
    countries: ['NL', 'BE'],
    sequenceTypes: ['oneoff'],
    colour: '#0b5d3b',
  },
];

/** iDEAL's banks; the ids are `ideal_` and the bank's BIC, as Mollie's are. */
export const issuers = [
  ['ABNANL2A', 'ABN AMRO', '#00857c'],
  ['ASNBNL21', 'ASN Bank', '#1f4c8f'],
  ['BUNQNL2A', 'bunq', '#2e8b57'],
  ['INGBNL2A', 'ING', '#ff6200'],
  ['KNABNL2H', 'Knab', '#0f2a4a'],
  ['RABONL2U', 'Rabobank', '#000099'],
  ['SNSBNL2A', 'SNS', '#5b2c83'],
  ['TRIONL2U', 'Triodos Bank', '#00a19a'],
].map(([bic, name, colour]) => ({ id: `ideal_${bic}`, bic, name, colour }));

/** A small badge for a method or bank; the stand-in serves it under /external/icons/. */
export function badgeSvg(label, colour) {
  const text = label.replace(/[<&>]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="24" viewBox="0 0 32 24" role="img" aria-label="${text}"><rect width="32" height="24" rx="4" fill="${colour}"/><text x="16" y="15" font-family="sans-serif" font-size="7" fill="#fff" text-anchor="middle">${text.slice(0, 7)}</text></svg>`;
}

const image = (publicUrl, path) => {
  const svg = `${publicUrl}/external/icons/${path}.svg`;
  return { size1x: `${svg}?size=1x`, size2x: `${svg}?size=2x`, svg };
};

export function methodView(method, { publicUrl, locale, withIssuers }) {
  return {
    resource: 'method',
    id: method.id,
    description: method.description[languageOf(locale)],
    minimumAmount: euros(method.minimum),
    maximumAmount: euros(method.maximum),
    image: image(publicUrl, `payment-methods/${method.id}`),
    status: 'activated',
    ...(withIssuers
      ? {
          issuers: issuers.map((issuer) => ({
            resource: 'issuer',
            id: issuer.id,
            name: issuer.name,
            image: image(publicUrl, `ideal-issuers/${issuer.bic}`),
          })),
        }
      : {}),
    _links: {
      self: { href: `${publicUrl}/v2/methods/${method.id}`, type: 'application/hal+json' },
      documentation: {
        href: 'https://docs.mollie.com/reference/get-method',
        type: 'text/html',
      },
    },
  };
}

/** `GET /v2/methods`: the methods that fit the query's amount, country and sequence type. */
export function listMethods(query, { publicUrl, noIssuers }) {
  const cents = query.has('amount[value]')
    ? parseAmount(
        { value: query.get('amount[value]'), currency: query.get('amount[currency]') },
        'amount',
      )
    : null;
  const country = query.get('billingCountry')?.toUpperCase() ?? null;
  const sequenceType = query.get('sequenceType') ?? 'oneoff';
  if (!['oneoff', 'first', 'recurring'].includes(sequenceType))
    throw new MollieError(422, 'The sequence type is invalid', 'sequenceType');
  const include = (query.get('include') ?? '').split(',');
  const locale = query.get('locale') ?? 'en_US';
  const found = methods
    .filter((method) => cents === null || (cents >= method.minimum && cents <= method.maximum))
    .filter((method) => !country || !method.countries || method.countries.includes(country))
    .filter((method) => method.sequenceTypes.includes(sequenceType))
    .map((method) =>
      methodView(method, {
        publicUrl,
        locale,
        // iDEAL 2.0: the bank is chosen on iDEAL's own page, so Mollie lists no banks.
        withIssuers: method.id === 'ideal' && include.includes('issuers') && !noIssuers,
      }),
    );
  return {
    count: found.length,
    _embedded: { methods: found },
    _links: {
      self: { href: `${publicUrl}/v2/methods`, type: 'application/hal+json' },
      documentation: {
        href: 'https://docs.mollie.com/reference/list-methods',
        type: 'text/html',
      },
    },
  };
}

/** The badge behind an `/external/icons/…` path, or null. */
export function iconFor(pathname) {
  const match = /^\/external\/icons\/(payment-methods|ideal-issuers)\/([A-Za-z0-9]+)\.svg$/.exec(
    pathname,
  );
  if (!match) return null;
  const method = methods.find((m) => m.id === match[2]);
  const issuer = issuers.find((i) => i.bic === match[2]);
  if (match[1] === 'payment-methods' && method)
    return badgeSvg(method.description.en, method.colour);
  if (match[1] === 'ideal-issuers' && issuer) return badgeSvg(issuer.name, issuer.colour);
  return null;
}
