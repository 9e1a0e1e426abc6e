/**
 * Addresses and places of the Netherlands and Belgium from the data shipped in api/data/geo:
 * Dutch postcode suggestions, the Belgian postcode/city search and points for place names and
 * postcodes. Pure functions over data that `geoData` reads once, lazily. One outside service:
 * the street of a Dutch address from PDOK's Locatieserver, the shipped areas behind it (ADR 0047).
 */
export { geoData, geoDataFrom, type GeoData } from './geo-data';
export {
  belgianLocality,
  localityName,
  searchBelgianLocalities,
  type BelgianLocality,
  type Language,
} from './belgian-postcodes';
export {
  parseDutchPostcode,
  parseHouseNumber,
  type DutchPostcode,
  type HouseNumber,
} from './dutch-postcode';
export { indexByPc4, type DutchPc4Place } from './dutch-pc4';
export { findPlaces, place, type Country, type Place } from './places';
export { locate, type GeoPoint } from './locate';
export {
  pc4PostcodeProvider,
  type PostcodeProvider,
  type PostcodeSuggestion,
} from './postcode-provider';
export { searchKey, type SearchResult } from './search-text';
export {
  AddressServiceUnavailable,
  DEFAULT_PDOK_LOCATIESERVER_URL,
  DEFAULT_PDOK_TIMEOUT_MS,
  PDOK_FREE_PATH,
  pdokLocatieserver,
  type AddressSource,
  type BagAddress,
} from './pdok-locatieserver';
export { streetPostcodeProvider } from './street-postcode-provider';
