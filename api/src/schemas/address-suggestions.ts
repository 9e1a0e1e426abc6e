import * as v from 'valibot';
import { parseDutchPostcode, parseHouseNumber } from '../domain/geo';

/** Hands the parsed value on, or reports `key` for the field when the text does not parse. */
const parsedBy = <T>(parse: (text: string) => T | null, key: string) =>
  v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
    const parsed = parse(dataset.value);
    if (parsed !== null) return parsed;
    addIssue({ message: key });
    return NEVER;
  });

/**
 * POST /postcode/suggestion, as the checkout's address form posts it (form data or JSON).
 * A JSON client may send the house number as a number.
 */
export const postcodeSuggestionSchema = v.object({
  postcode: v.pipe(
    v.string('validation.required'),
    v.description('Dutch postcode: 1234 AB, with or without the space, in any case'),
    parsedBy(parseDutchPostcode, 'validation.dutchPostcode'),
  ),
  number: v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.transform(String))], 'validation.required'),
    v.description('House number, optionally with a letter or addition: 12, 12a, 12-2'),
    parsedBy(parseHouseNumber, 'validation.houseNumberWithAddition'),
  ),
});
export type PostcodeSuggestionInput = v.InferOutput<typeof postcodeSuggestionSchema>;

/** GET /data/city-and-postcode: what the shopper typed so far. */
export const cityAndPostcodeQuerySchema = v.object({
  q: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.minLength(2, 'validation.minLength'),
    v.maxLength(100, 'validation.maxLength'),
    v.description(
      'A postcode prefix (10), a Dutch or French place name (elsene, Ixelles), or both',
    ),
  ),
});
export type CityAndPostcodeQuery = v.InferOutput<typeof cityAndPostcodeQuerySchema>;
