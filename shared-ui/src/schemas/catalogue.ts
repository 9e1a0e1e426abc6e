import * as v from 'valibot';

const positiveInt = (max: number) =>
  v.pipe(
    v.union([
      v.number(),
      v.pipe(v.string(), v.regex(/^\d+$/, 'validation.integer'), v.transform(Number)),
    ]),
    v.integer('validation.integer'),
    v.minValue(1, 'validation.minValue'),
    v.maxValue(max, 'validation.maxValue'),
  );

/** Query string of every list call: page, page_items (default 15) and a free-text search. */
export const listQuerySchema = v.object({
  page: v.optional(positiveInt(10_000), 1),
  page_items: v.optional(positiveInt(100), 15),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.maxLength'))),
});
export type ListQuery = v.InferOutput<typeof listQuerySchema>;

export const productListQuerySchema = v.object({
  ...listQuerySchema.entries,
  category: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'validation.invalidValue'))),
});
export type ProductListQuery = v.InferOutput<typeof productListQuerySchema>;

export const slugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]{1,120}$/, 'validation.invalidValue'),
);

/** POST /carts/{uuid}/lines: one variation added to the cart. */
export const cartLineInputSchema = v.strictObject({
  variationId: v.pipe(
    v.number('validation.required'),
    v.integer('validation.integer'),
    v.minValue(1, 'validation.minValue'),
  ),
  quantity: v.pipe(
    v.number('validation.required'),
    v.integer('validation.integer'),
    v.minValue(1, 'validation.minValue'),
    v.maxValue(99, 'validation.maxValue'),
  ),
});
export type CartLineInput = v.InferOutput<typeof cartLineInputSchema>;

export const cartLineQuantitySchema = v.strictObject({
  quantity: cartLineInputSchema.entries.quantity,
});
