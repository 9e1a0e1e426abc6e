import * as v from 'valibot';
import { stripEmojiAndSymbols } from './text';
import { personalizationDesignSchema } from './personalization';

/** A catalogue id: a PostgreSQL integer, so 1e308 is a 400 and never reaches the database. */
const id = v.pipe(
  v.number('validation.required'),
  v.integer('validation.integer'),
  v.minValue(1, 'validation.minValue'),
  v.maxValue(2_147_483_647, 'validation.maxValue'),
);
const quantity = v.pipe(
  v.number('validation.required'),
  v.integer('validation.integer'),
  v.minValue(1, 'validation.minValue'),
  v.maxValue(99, 'validation.maxValue'),
);

/** A letter sent along instead of a card: what POST /carts/{uuid}/letters accepts. */
export const letterUpload = {
  maxBytes: 5 * 1024 * 1024,
  types: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;

/**
 * POST /carts/{uuid}/lines: one variation with the options chosen on the product page. Prices
 * are never part of it: the API prices every option from the catalogue, and strictObject
 * refuses any field it does not know (a forged `price`). The card text's size limits depend
 * on the card, so the API checks them with `wishCardTextMessage`.
 */
export const cartLineInputSchema = v.strictObject({
  variationId: id,
  quantity,
  card: v.optional(
    v.strictObject({
      id,
      // Missing and blank are the same mistake: a card without words.
      text: v.pipe(
        v.optional(v.string('validation.invalidValue'), ''),
        v.check((text) => text.trim() !== '', 'validation.cardTextRequired'),
      ),
    }),
  ),
  personalization: v.optional(v.boolean('validation.invalidValue')),
  /** What goes on the personalization (ADR 0028): required when personalization is on. */
  design: v.optional(personalizationDesignSchema),
  letterId: v.optional(
    v.pipe(v.string('validation.invalidValue'), v.uuid('validation.invalidValue')),
  ),
  upsells: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          variationId: id,
          quantity,
          text: v.optional(
            v.pipe(v.string('validation.invalidValue'), v.transform(stripEmojiAndSymbols)),
          ),
        }),
        'validation.invalidValue',
      ),
      v.maxLength(10, 'validation.maxLength'),
    ),
  ),
});
export type CartLineInput = v.InferOutput<typeof cartLineInputSchema>;

export const cartLineQuantitySchema = v.strictObject({ quantity });
