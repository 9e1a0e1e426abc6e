/** A Dutch postcode: the 4-digit area (PC4) and the two letters of the street part. */
export interface DutchPostcode {
  pc4: string;
  letters: string;
  /** The way PostNL writes it: `1234 AB`. */
  formatted: string;
}

/** A house number as the address form has it: the number, and a letter or addition if any. */
export interface HouseNumber {
  housenumber: string;
  addition: string | null;
}

// PC4 areas start at 1000; spaces do not count and the letters may be in any case, the same
// reading as the checkout's address schema (normalizePostcode in @shop/shared-ui/schemas).
const DUTCH_POSTCODE = /^([1-9][0-9]{3})([a-z]{2})$/i;
// 12, 12a, 12 A, 12-2, 12 bis, 12-H: up to 5 digits, then at most 4 letters or digits. An
// addition that starts with a digit needs a space or dash, or 123 would read as 12-3.
const HOUSE_NUMBER = /^([1-9][0-9]{0,4})(?:(?: ?- ?| )([a-z0-9]{1,4})|([a-z][a-z0-9]{0,3}))?$/i;

export function parseDutchPostcode(text: string): DutchPostcode | null {
  const match = DUTCH_POSTCODE.exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  const [, pc4 = '', letters = ''] = match;
  const upper = letters.toUpperCase();
  return { pc4, letters: upper, formatted: `${pc4} ${upper}` };
}

export function parseHouseNumber(text: string): HouseNumber | null {
  const match = HOUSE_NUMBER.exec(text.trim());
  if (!match) return null;
  return { housenumber: match[1] ?? '', addition: match[2] ?? match[3] ?? null };
}
