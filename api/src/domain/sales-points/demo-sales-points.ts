import type { OpeningHours } from '../../db/schema/sales-points';
import { localityName, searchKey, type GeoData, type Place } from '../geo';

export interface DemoSalesPoint {
  merchantName: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country: 'NL' | 'BE';
  latitude: number;
  longitude: number;
  brandId: number;
  openingHours: OpeningHours;
}

/** How many of the largest places get shops, and how many the largest of them get. */
const LARGEST_PLACES = { NL: 70, BE: 45 } as const;
const MOST_SHOPS = 8;
const FEWEST_SHOPS = 2;

const DUTCH_SHOPS = ['Bloemenhuis', 'Boekhandel', 'Cadeauwinkel', 'Tabak & Lectuur', 'Warenhuis'];
const FRENCH_SHOPS = ['Fleuriste', 'Librairie', 'Boutique Cadeaux', 'Presse & Tabac', 'Bazar'];
const DUTCH_STREETS = [
  'Kerkstraat',
  'Hoofdstraat',
  'Dorpsstraat',
  'Stationsstraat',
  'Marktplein',
  'Nieuwstraat',
  'Molenweg',
  'Julianastraat',
  'Langestraat',
  'Schoolstraat',
];
const FRENCH_STREETS = [
  'Rue de la Station',
  "Rue de l'Église",
  'Grand-Place',
  'Rue Haute',
  'Chaussée de Bruxelles',
  'Place du Marché',
  'Rue Neuve',
  'Avenue des Tilleuls',
];

const day = (opens: string, closes: string) => ({ opens, closes });
const OPENING_HOURS: OpeningHours[] = [
  {
    mon: null,
    tue: day('09:00', '18:00'),
    wed: day('09:00', '18:00'),
    thu: day('09:00', '21:00'),
    fri: day('09:00', '18:00'),
    sat: day('09:00', '17:00'),
    sun: null,
  },
  {
    mon: day('13:00', '18:00'),
    tue: day('09:30', '18:00'),
    wed: day('09:30', '18:00'),
    thu: day('09:30', '18:00'),
    fri: day('09:30', '21:00'),
    sat: day('09:30', '17:30'),
    sun: day('12:00', '17:00'),
  },
  {
    mon: day('08:00', '20:00'),
    tue: day('08:00', '20:00'),
    wed: day('08:00', '20:00'),
    thu: day('08:00', '20:00'),
    fri: day('08:00', '21:00'),
    sat: day('08:00', '20:00'),
    sun: day('10:00', '18:00'),
  },
];

/** FNV-1a: the same text always gives the same number, so the demo data never changes. */
function hash(text: string): number {
  let value = 2_166_136_261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16_777_619);
  return value >>> 0;
}
const pick = <T>(list: readonly T[], key: string): T => list[hash(key) % list.length]!;
/** A small, fixed offset (at most about 400 m) so a town's shops do not share one dot. */
const jitter = (key: string) => ((hash(key) % 1000) / 1000 - 0.5) * 0.008;

// Letters Dutch postcodes use (never F, I, O, Q, U or Y).
const POSTCODE_LETTERS = [...'ABCEGHJKLMNPRTVWXZ'];
const WALLOON_PROVINCES = new Set(['Hainaut', 'Liège', 'Luxembourg', 'Namur', 'Brabant wallon']);

const MAIN_TYPES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLC', 'PPLG', 'locality']);

/** The most populous towns of a country, each name once (Who's On First has several Brussels). */
function largestPlaces(places: readonly Place[], count: number): Place[] {
  const seen = new Set<string>();
  return places
    .filter((place) => MAIN_TYPES.has(place.featureType) && place.population)
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
    .filter((place) => {
      const key = searchKey(place.nameNl ?? place.name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count);
}

/** Two to eight shops a town, the largest towns the most. */
const shopsFor = (rank: number, of: number) =>
  Math.round(MOST_SHOPS - ((MOST_SHOPS - FEWEST_SHOPS) * rank) / Math.max(1, of - 1));

interface Area {
  postcode: string;
  city: string;
  latitude: number;
  longitude: number;
  french: boolean;
}

/** A town's postcode areas: Dutch PC4s named after it, Belgian postal localities of its name. */
async function areasOf(data: GeoData, place: Place): Promise<Area[]> {
  const french = WALLOON_PROVINCES.has(place.province);
  const keys = new Set([...place.nameKeys, ...place.alternateKeys]);
  if (place.country === 'NL') {
    const areas: Area[] = [];
    for (const [pc4, list] of await data.dutchPc4Places()) {
      const [first] = list;
      if (first && keys.has(searchKey(first.place)))
        areas.push({ postcode: pc4, city: place.nameNl ?? place.name, ...first, french: false });
    }
    return areas;
  }
  return (await data.belgianLocalities())
    .filter((locality) => locality.searchKeys.some((key) => keys.has(key)))
    .map((locality) => ({
      postcode: locality.postcode,
      city: (french ? locality.nameFr : locality.nameNl) ?? localityName(locality, 'nl'),
      latitude: locality.latitude,
      longitude: locality.longitude,
      french: french || locality.nameNl === null,
    }));
}

/**
 * The demo's gift card sales points: a few shops in each of the largest Dutch and Belgian
 * towns, spread over their postcode areas, named, addressed and branded by a hash of where
 * they are, so every seed writes the same rows.
 */
export async function demoSalesPoints(
  data: GeoData,
  brandIds: readonly number[],
): Promise<DemoSalesPoint[]> {
  if (brandIds.length === 0) return [];
  const points: DemoSalesPoint[] = [];
  // Two names of one town (Doornik and Tournay) find the same postcodes: shops only once.
  const taken = new Set<string>();
  for (const country of ['NL', 'BE'] as const) {
    const towns = largestPlaces(await data.places(country), LARGEST_PLACES[country]);
    for (const [rank, town] of towns.entries()) {
      const areas = (await areasOf(data, town)).sort((a, b) =>
        a.postcode.localeCompare(b.postcode),
      );
      const first = areas[0];
      if (!first || taken.has(`${country}:${first.postcode}`)) continue;
      taken.add(`${country}:${first.postcode}`);
      for (let shop = 0; shop < shopsFor(rank, towns.length); shop += 1) {
        const area = areas[Math.floor((shop * areas.length) / MOST_SHOPS) % areas.length]!;
        const key = `${country}:${area.postcode}:${town.name}:${shop}`;
        const suffix =
          country === 'NL'
            ? ` ${pick(POSTCODE_LETTERS, `${key}:a`)}${pick(POSTCODE_LETTERS, `${key}:b`)}`
            : '';
        points.push({
          merchantName: `${pick(area.french ? FRENCH_SHOPS : DUTCH_SHOPS, key)} ${area.city}`,
          street: pick(area.french ? FRENCH_STREETS : DUTCH_STREETS, `${key}:street`),
          houseNumber: String(1 + (hash(`${key}:number`) % 180)),
          postcode: `${area.postcode}${suffix}`,
          city: area.city,
          country,
          latitude: area.latitude + jitter(`${key}:lat`),
          longitude: area.longitude + jitter(`${key}:lng`),
          brandId: pick(brandIds, `${key}:brand`),
          openingHours: pick(OPENING_HOURS, `${key}:hours`),
        });
      }
    }
  }
  return points;
}
