import type { FieldMessage } from './messages';

export type WishCardSize = 'small' | 'big' | 'funeral';

/**
 * How much text fits on a wish card (spec §5 and §9): the page checks it while typing and the
 * API checks it again when the line is added, both with these numbers and this function.
 * Sizes other than small and big (funeral cards) share the last limit.
 */
export const wishCardLimits = {
  small: { maxLength: 320, maxLines: 9 },
  big: { maxLength: 400, maxLines: 10 },
  funeral: { maxLength: 460, maxLines: 9 },
} as const satisfies Record<WishCardSize, { maxLength: number; maxLines: number }>;

export function wishCardLimitsFor(size: string): { maxLength: number; maxLines: number } {
  return size === 'small' || size === 'big' ? wishCardLimits[size] : wishCardLimits.funeral;
}

// Browsers submit a textarea's line breaks as CRLF: one break must count once, as the shopper sees it.
const normalize = (text: string) => text.replace(/\r\n?/g, '\n');

/** Lines typed (newlines + 1); the page adds the lines its layout wraps, the API cannot. */
export const wishCardLineCount = (text: string) => normalize(text).split('\n').length;

/** Characters as the shopper counts them: one per code point, a line break is one. */
export const wishCardCharacterCount = (text: string) => [...normalize(text)].length;

/** The message for a card text that does not fit its card, or null when it fits. */
export function wishCardTextMessage(
  text: string,
  size: string,
  lines = wishCardLineCount(text),
): FieldMessage | null {
  const { maxLength, maxLines } = wishCardLimitsFor(size);
  if (lines > maxLines) return { key: 'validation.cardLines', values: { maxLines } };
  if (wishCardCharacterCount(text) > maxLength)
    return { key: 'validation.cardCharacters', values: { maxLength } };
  return null;
}
