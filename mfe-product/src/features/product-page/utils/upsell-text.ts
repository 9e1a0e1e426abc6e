import { stripEmojiAndSymbols } from '@shop/contracts/schemas';

/**
 * What an upsell's text input keeps of what was typed or pasted: no emoji or symbols (the
 * shared rule the API applies too) and at most `maxLength` characters.
 */
export function upsellText(typed: string, maxLength: number): string {
  return [...stripEmojiAndSymbols(typed)].slice(0, maxLength).join('');
}
