import { parseDutchPostcode, type DutchPostcode } from '@shop/contracts/schemas';

// A Dutch postcode is read as the checkout's address schema reads it: one rule for both.
export { parseDutchPostcode, type DutchPostcode };

/** A house number as the address form has it: the number, and a letter or addition if any. */
export interface HouseNumber {
  housenumber: string;
  addition: string | null;
}

// 12, 12a, 12 A, 12-2, 12 bis, 12-H: up to 5 digits, then at most 4 letters or digits. An
// addition that starts with a digit needs a space or dash, or 123 would read as 12-3.
const HOUSE_NUMBER = /^([1-9][0-9]{0,4})(?:(?: ?- ?| )([a-z0-9]{1,4})|([a-z][a-z0-9]{0,3}))?$/i;

export function parseHouseNumber(text: string): HouseNumber | null {
  const match = HOUSE_NUMBER.exec(text.trim());
  if (!match) return null;
  return { housenumber: match[1] ?? '', addition: match[2] ?? match[3] ?? null };
}
