import * as v from 'valibot';

/** A whole number from JSON or from the query string ('12'), between min and max. */
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.union([
      v.number(),
      v.pipe(v.string(), v.regex(/^\d+$/, 'validation.integer'), v.transform(Number)),
    ]),
    v.integer('validation.integer'),
    v.minValue(min, 'validation.minValue'),
    v.maxValue(max, 'validation.maxValue'),
  );

/** A lower-case code in a query string: a category slug, a colour, an occasion. */
const code = (maxLength: number) =>
  v.pipe(v.string(), v.regex(new RegExp(`^[a-z0-9-]{1,${maxLength}}$`), 'validation.invalidValue'));

/** Query string of every list call: page, page_items (default 15) and a free-text search. */
export const listQuerySchema = v.object({
  page: v.optional(wholeNumber(1, 10_000), 1),
  page_items: v.optional(wholeNumber(1, 100), 15),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.maxLength'))),
});
export type ListQuery = v.InferOutput<typeof listQuerySchema>;

/** relevance is the shop's own order (category, then position); prices are the 'from' price. */
export const productSorts = ['relevance', 'price-asc', 'price-desc', 'name', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

/** GET /catalogue/products: prices in cents including VAT, compared with the 'from' price. */
export const productListQuerySchema = v.object({
  ...listQuerySchema.entries,
  category: v.optional(code(60)),
  colour: v.optional(code(30)),
  occasion: v.optional(code(30)),
  min_price: v.optional(wholeNumber(0, 10_000_000)),
  max_price: v.optional(wholeNumber(0, 10_000_000)),
  sort: v.optional(v.picklist(productSorts, 'validation.invalidValue'), 'relevance'),
});
export type ProductListQuery = v.InferOutput<typeof productListQuerySchema>;

export const slugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]{1,120}$/, 'validation.invalidValue'),
);

/** GET /catalogue/wish-cards?product=: the cards that may go with one product. */
export const wishCardsQuerySchema = v.object({ product: slugSchema });
export type WishCardsQuery = v.InferOutput<typeof wishCardsQuerySchema>;

/** GET /catalogue/conflicting-product-groups?ids=10,40&excludeOwnProductGroup=true */
export const conflictingProductGroupsQuerySchema = v.object({
  ids: v.pipe(
    v.string(),
    v.regex(/^\d{1,6}(,\d{1,6}){0,49}$/, 'validation.invalidValue'),
    v.transform((ids) => [...new Set(ids.split(',').map(Number))]),
  ),
  excludeOwnProductGroup: v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], 'validation.invalidValue'),
      v.transform((value) => value === true || value === 'true' || value === '1'),
    ),
    false,
  ),
});
export type ConflictingProductGroupsQuery = v.InferOutput<
  typeof conflictingProductGroupsQuerySchema
>;

/** POST /catalogue/combination-info: the spec's call for products that go well with one. */
export const combinationInfoSchema = v.strictObject({ product: slugSchema });
export type CombinationInfoInput = v.InferOutput<typeof combinationInfoSchema>;
