import * as v from 'valibot';
import { deliveryCountries } from '@shop/contracts/schemas';
import { chargedSchema, item, member, priceSchema } from './hydra';
import { productPhotoSchema } from './photo';

/**
 * The cart's answers (`cartView()` in plugins/app/cart/cart-view.ts), as `Cart` and
 * `CheckoutCart` of @shop/contracts/api describe them, for the document (ADR 0038).
 */
const fileSchema = v.object({ id: v.string(), file_name: v.string() });

const cartLineSchema = member('CartLine', {
  id: v.string(),
  variation_id: v.number(),
  product: v.object({
    slug: v.string(),
    name: v.string(),
    image: v.string(),
    photo: productPhotoSchema,
  }),
  properties: v.record(v.string(), v.string()),
  gift_card: v.optional(v.boolean()),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  unit_price: priceSchema,
  total: priceSchema,
  card: v.nullish(
    v.object({ id: v.number(), name: v.string(), text: v.string(), price: priceSchema }),
  ),
  personalization: v.optional(v.boolean()),
  design: v.nullish(
    v.object({
      lines: v.array(v.object({ label: v.string(), text: v.string() })),
      photo: v.nullable(fileSchema),
    }),
  ),
  letter: v.nullish(v.object({ ...fileSchema.entries, price: priceSchema })),
  upsells: v.optional(
    v.array(
      v.object({
        variation_id: v.number(),
        name: v.string(),
        quantity: v.number(),
        text: v.nullable(v.string()),
        unit_price: priceSchema,
        total: priceSchema,
      }),
    ),
  ),
  price_parts: v.optional(
    v.array(
      v.object({
        kind: v.picklist(['variation', 'card', 'personalization', 'letter', 'upsell']),
        name: v.optional(v.string()),
        quantity: v.number(),
        unit_price: priceSchema,
        total: priceSchema,
      }),
    ),
  ),
});

export const cartSchema = item('Cart', {
  uuid: v.pipe(v.string(), v.uuid()),
  lines: v.array(cartLineSchema),
  item_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totals: priceSchema,
  needs_delivery: v.optional(v.boolean()),
  // Only with `?deliver_to=`: priced as the order will be.
  deliver_to: v.optional(v.picklist(deliveryCountries)),
  delivery_cost: v.optional(chargedSchema),
  total: v.optional(chargedSchema),
});

/** POST /carts: the new cart's secret, answered this once. */
export const newCartSchema = item('Cart', {
  uuid: v.pipe(v.string(), v.uuid()),
  secret: v.string(),
});

/** POST /carts/{uuid}/letters and /photos: the stored file. */
export const uploadSchema = v.object({
  '@context': v.string(),
  '@id': v.string(),
  '@type': v.picklist(['Letter', 'Photo']),
  id: v.string(),
  file_name: v.string(),
  size: v.number(),
  type: v.string(),
});
