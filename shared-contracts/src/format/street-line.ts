/** What an address's street line is made of (the spec's field names). */
export interface StreetLineParts {
  street: string;
  housenumber: string;
  housenumber_addition?: string | null;
  /** ISO code; Dutch addresses follow the BAG's way of writing a number. */
  country: string | null | undefined;
}

/** A house letter, alone or before the BAG's addition ('A', 'a', 'A-1'): written onto the number. */
const startsWithHouseLetter = /^[a-z](?:-|$)/i;

/**
 * The street line of an address, one way everywhere (pages, mails). A Dutch number is written as
 * the BAG and PostNL write it (ADR 0047): a house letter onto the number, any other addition after
 * a dash: Kerkstraat 12A, Kerkstraat 12-1, Kerkstraat 12A-1. Elsewhere the addition follows after
 * a space, as the shopper typed it (a Belgian "12 bus 3").
 */
export function streetLine({
  street,
  housenumber,
  housenumber_addition,
  country,
}: StreetLineParts): string {
  const addition = (housenumber_addition ?? '').trim();
  if (addition === '') return `${street} ${housenumber}`.trim();
  if (country !== 'NL') return `${street} ${housenumber} ${addition}`.trim();
  const written = startsWithHouseLetter.test(addition)
    ? `${housenumber}${addition}`
    : `${housenumber}-${addition.replace(/^-+\s*/, '')}`;
  return `${street} ${written}`.trim();
}
