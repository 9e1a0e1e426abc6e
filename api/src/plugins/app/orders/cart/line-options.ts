import { createHash } from 'node:crypto';
import type { CartLineInput } from '@shop/contracts/schemas';

export interface LineOptions {
  variationId: number;
  quantity: number;
  cardId: number | null;
  cardText: string | null;
  personalization: boolean;
  letterId: string | null;
  /** The design's texts and photo (ADR 0028); null without personalization. */
  designLines: string[] | null;
  designPhotoId: string | null;
  /** In a fixed order (variation, then text), so the same choice always looks the same. */
  upsells: { variationId: number; quantity: number; text: string | null }[];
  /** '' for a line without options; otherwise a digest of everything but the quantities. */
  optionsKey: string;
}

/**
 * The options as stored: line breaks as '\n', an empty text as none, an upsell chosen twice
 * as one with both quantities. Lines whose options match are one line (quantities add up).
 */
export function lineOptions(input: CartLineInput, maxQuantity: number): LineOptions {
  const upsells = new Map<string, LineOptions['upsells'][number]>();
  for (const upsell of input.upsells ?? []) {
    const text = upsell.text?.trim() ? upsell.text : null;
    const key = JSON.stringify([upsell.variationId, text]);
    const known = upsells.get(key);
    upsells.set(key, {
      variationId: upsell.variationId,
      text,
      quantity: Math.min((known?.quantity ?? 0) + upsell.quantity, maxQuantity),
    });
  }
  const sorted = [...upsells.values()].sort(
    (a, b) => a.variationId - b.variationId || (a.text ?? '').localeCompare(b.text ?? ''),
  );
  const options = {
    cardId: input.card?.id ?? null,
    cardText: input.card ? input.card.text.replace(/\r\n?/g, '\n') : null,
    personalization: input.personalization ?? false,
    letterId: input.letterId ?? null,
    designLines: input.personalization && input.design ? input.design.lines : null,
    designPhotoId: (input.personalization && input.design?.photoId) || null,
  };
  const plain =
    options.cardId === null && !options.personalization && !options.letterId && !sorted.length;
  const optionsKey = plain
    ? ''
    : createHash('sha256')
        .update(
          JSON.stringify([
            options.cardId,
            options.cardText,
            options.personalization,
            options.letterId,
            // Only present with a design, so the digests of lines from before it stay the same.
            ...(options.designLines ? [options.designLines, options.designPhotoId] : []),
            sorted.map((upsell) => [upsell.variationId, upsell.text]),
          ]),
        )
        .digest('hex');
  return {
    variationId: input.variationId,
    quantity: input.quantity,
    ...options,
    upsells: sorted,
    optionsKey,
  };
}
