/**
 * Addresses and places of the Netherlands and Belgium from the data shipped in api/data/geo
 * (no outside service): Dutch postcode suggestions, the Belgian postcode/city search and points
 * for place names and postcodes. Pure functions over data that `geoData` reads once, lazily.
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
