import * as v from 'valibot';
import type { DutchPostcode } from './dutch-postcode';

/** PDOK's public API host; the Locatieserver needs no key (ADR 0047). */
export const DEFAULT_PDOK_LOCATIESERVER_URL = 'https://api.pdok.nl';
/** A shopper waits for the lookup between two fields: past this, the postcode area answers. */
export const DEFAULT_PDOK_TIMEOUT_MS = 1500;

/** The documented v3.1 geocoder (https://api.pdok.nl/bzk/locatieserver/search/v3_1/ui/). */
export const PDOK_FREE_PATH = '/bzk/locatieserver/search/v3_1/free';
/** Only what a suggestion needs (`fl`); PDOK's default is every field it has. */
const FIELDS = [
  'straatnaam',
  'huisnummer',
  'huisletter',
  'huisnummertoevoeging',
  'huis_nlt',
  'postcode',
  'woonplaatsnaam',
  'gemeentenaam',
  'provincienaam',
  'centroide_ll',
];
/** PDOK's maximum page: more than any house number has addresses (a block of flats). */
const ROWS = 100;

/** One BAG address (a `type:adres` document of the Locatieserver). */
export interface BagAddress {
  street: string;
  housenumber: number;
  /** The house letter, the addition, or both joined by a dash ('A', '1', 'A-1'); null without. */
  addition: string | null;
  /** As the BAG writes it: 12, 12A, 12-1, 12A-1. */
  number: string;
  /** 1234AB, as PDOK writes it. */
  postcode: string;
  city: string;
  municipality: string | null;
  province: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Where the addresses of a postcode and house number come from. */
export interface AddressSource {
  /**
   * Every address with that postcode and house number, the bare number first, the others in
   * natural order (12, 12-1, 12-2, 12A); none when it has none. Rejects with `AddressServiceUnavailable` when it cannot tell.
   */
  addressesAt(postcode: DutchPostcode, housenumber: string): Promise<BagAddress[]>;
}

/** The address service did not answer in time, or not as documented: nothing is known. */
export class AddressServiceUnavailable extends Error {
  constructor(readonly reason: 'timeout' | 'unreachable' | 'error answer' | 'unreadable answer') {
    super(`The address service is unavailable (${reason})`);
  }
}

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
/** The fields asked for; PDOK leaves out a field without value (no letter, no addition). */
const freeAnswer = v.object({
  response: v.object({
    numFound: v.number(),
    docs: v.array(
      v.object({
        straatnaam: text,
        huisnummer: v.pipe(v.number(), v.integer()),
        huisletter: v.optional(v.string()),
        huisnummertoevoeging: v.optional(v.string()),
        huis_nlt: v.optional(v.string()),
        postcode: v.string(),
        woonplaatsnaam: text,
        gemeentenaam: v.optional(v.string()),
        provincienaam: v.optional(v.string()),
        centroide_ll: v.optional(v.string()),
      }),
    ),
  }),
});
type FreeDoc = v.InferOutput<typeof freeAnswer>['response']['docs'][number];

/** `POINT(5.13287587 52.08884161)`: longitude first. */
function point(wkt: string | undefined) {
  const match = /^POINT\((-?[\d.]+) (-?[\d.]+)\)$/.exec(wkt ?? '');
  return match
    ? { longitude: Number(match[1]), latitude: Number(match[2]) }
    : { longitude: null, latitude: null };
}

function bagAddress(doc: FreeDoc): BagAddress {
  const letter = doc.huisletter?.trim() || null;
  const addition = doc.huisnummertoevoeging?.trim() || null;
  const joined = [letter, addition].filter(Boolean).join('-');
  return {
    street: doc.straatnaam,
    housenumber: doc.huisnummer,
    addition: joined || null,
    number:
      doc.huis_nlt?.trim() || `${doc.huisnummer}${letter ?? ''}${addition ? `-${addition}` : ''}`,
    postcode: doc.postcode.replace(/\s+/g, '').toUpperCase(),
    city: doc.woonplaatsnaam,
    municipality: doc.gemeentenaam?.trim() || null,
    province: doc.provincienaam?.trim() || null,
    ...point(doc.centroide_ll),
  };
}

/** The bare number first, then the additions in natural order: 12, 12-1, 12-2, 12-10, 12A. */
const bagOrder = (a: BagAddress, b: BagAddress) =>
  (a.addition ?? '').localeCompare(b.addition ?? '', 'nl', { numeric: true });

export interface PdokLocatieserverOptions {
  /** `https://api.pdok.nl`, or a local server that answers as it does (tests, offline). */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * PDOK's Locatieserver over plain HTTP (no official client exists; the API is documented):
 * the `free` endpoint filtered to addresses with exactly this postcode and house number. Solr
 * filter queries (`fq`) match exactly; a search (`q`) would also score near misses.
 */
export function pdokLocatieserver({
  baseUrl,
  timeoutMs = DEFAULT_PDOK_TIMEOUT_MS,
  fetch = globalThis.fetch,
}: PdokLocatieserverOptions): AddressSource {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}${PDOK_FREE_PATH}`;
  return {
    async addressesAt(postcode, housenumber) {
      const compact = `${postcode.pc4}${postcode.letters}`;
      const query = new URLSearchParams([
        ['fq', 'type:adres'],
        ['fq', `postcode:${compact}`],
        ['fq', `huisnummer:${housenumber}`],
        ['fl', FIELDS.join(' ')],
        ['rows', String(ROWS)],
      ]);
      let body: unknown;
      try {
        // One budget for the whole exchange: the body is read under the same signal.
        const response = await fetch(`${endpoint}?${query}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          throw new AddressServiceUnavailable('error answer');
        }
        body = await response.json();
      } catch (error) {
        if (error instanceof AddressServiceUnavailable) throw error;
        if (error instanceof DOMException && error.name === 'TimeoutError')
          throw new AddressServiceUnavailable('timeout');
        if (error instanceof SyntaxError) throw new AddressServiceUnavailable('unreadable answer');
        throw new AddressServiceUnavailable('unreachable');
      }
      const parsed = v.safeParse(freeAnswer, body);
      if (!parsed.success) throw new AddressServiceUnavailable('unreadable answer');
      return parsed.output.response.docs
        .map(bagAddress)
        .filter(
          (address) => address.postcode === compact && String(address.housenumber) === housenumber,
        )
        .sort(bagOrder);
    },
  };
}
