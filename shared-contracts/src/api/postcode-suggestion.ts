/**
 * How the street lookup of a Dutch address went (ADR 0047): 'found', the address service knows
 * the address; 'not-found', it answered but knows no such postcode and house number;
 * 'unavailable', it did not answer in time or with an error, or the API has none configured.
 * Without 'found' the street is the shopper's to type.
 */
export type StreetLookup = 'found' | 'not-found' | 'unavailable';

/** One address at a postcode and house number, as the BAG numbers it. */
export interface HouseNumberAddition {
  /**
   * What the address form's addition field takes: the house letter, the BAG's addition, or both
   * joined by a dash ('A', '1', 'A-1'); null for the bare number.
   */
  addition: string | null;
  /** The house number as the BAG writes it: 12, 12A, 12-1, 12A-1. */
  number: string;
}

/** What `POST /postcode/suggestion` answers (spec §7; ADR 0016, ADR 0047). */
export interface PostcodeSuggestion {
  /** Written as 1234 AB. */
  postcode: string;
  housenumber: string;
  /** The addition the shopper sent with the number ('12a' → 'a'), if any. */
  housenumber_addition: string | null;
  /** Null unless the street lookup found the address. */
  street: string | null;
  /**
   * The place; null when only the postcode area is known and it spans several villages (9999:
   * Kantens and Stitswerd), where only the shopper knows which: no guess (issue 18).
   */
  city: string | null;
  /** Every place the postcode may belong to, the likeliest first, for the shopper to choose. */
  cities: string[];
  municipality: string | null;
  province: string | null;
  latitude: number | null;
  longitude: number | null;
  /** 'address': the very address (the street is known); 'postcode-area': the 4-digit area only. */
  precision: 'postcode-area' | 'address';
  street_lookup: StreetLookup;
  /**
   * Every address the house number has at that postcode, the bare number first (12, 12-1, 12A),
   * so the form can offer the choice when there are several; empty unless the address was found.
   */
  additions: HouseNumberAddition[];
}
