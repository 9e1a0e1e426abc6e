import * as v from 'valibot';
import type { Category, ProductDetail, ProductFilters, ProductSummary } from '@shop/contracts/api';
import { collectionOf, item, member, pagedCollectionOf, priceSchema } from './hydra';
import { productPhotoSchema } from './photo';

/** The photo's largest JPEG (`{slug}-{view}.{hash}.1200.jpg`): og:image, JSON-LD, a plain `<img>`. */
const jpegUrl = v.pipe(v.string(), v.regex(/^\/api\/media\/products\/.+\.jpg$/));

/** The catalogue's answers (`api/src/plugins/app/catalogue*`), for the document (ADR 0038). */
export const categorySchema = member('Category', {
  id: v.number(),
  slug: v.string(),
  name: v.string(),
});

/** A list member (`summaries()` in catalogue/product-list.ts). */
export const productSummarySchema = member('Product', {
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  category: v.string(),
  image: jpegUrl,
  photo: productPhotoSchema,
  colour: v.string(),
  occasion: v.string(),
  from_price: v.nullable(priceSchema),
  orderable: v.boolean(),
});

export const variationSchema = member('ProductVariation', {
  id: v.number(),
  sku: v.string(),
  orderable: v.boolean(),
  property_values: v.record(v.string(), v.string()),
  property_labels: v.record(v.string(), v.string()),
  properties: v.record(v.string(), v.string()),
  price: priceSchema,
});

const propertySchema = v.object({
  id: v.string(),
  description: v.string(),
  type: v.picklist(['select', 'colour']),
});

/** What a product's personalization asks for (ADR 0028): `PersonalizationDefinition`. */
const personalizationDefinitionSchema = v.object({
  lines: v.array(v.object({ label: v.string(), max_length: v.number(), required: v.boolean() })),
  photo: v.nullable(v.object({ required: v.boolean() })),
});

/** GET /catalogue/products/{slug} (`productDetail()` in catalogue/product-detail.ts). */
export const productDetailSchema = item('Product', {
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  meta_title: v.string(),
  meta_description: v.string(),
  category: v.string(),
  product_group_id: v.number(),
  image: jpegUrl,
  photo: productPhotoSchema,
  images: v.array(v.object({ url: jpegUrl, alt: v.string(), photo: productPhotoSchema })),
  colour: v.string(),
  occasion: v.string(),
  vat_class: v.string(),
  properties: v.array(propertySchema),
  variations: v.array(variationSchema),
  wish_cards: v.boolean(),
  personalization: v.nullable(
    v.object({
      available: v.boolean(),
      required: v.boolean(),
      price: priceSchema,
      product_group_id: v.number(),
      definition: v.optional(personalizationDefinitionSchema),
    }),
  ),
  letter: v.nullable(
    v.object({
      price: priceSchema,
      product_group_id: v.number(),
      max_bytes: v.number(),
      types: v.array(v.string()),
    }),
  ),
  upsells: v.array(
    v.object({
      id: v.number(),
      slug: v.string(),
      name: v.string(),
      image: jpegUrl,
      photo: productPhotoSchema,
      product_group_id: v.number(),
      text_input: v.nullable(v.object({ label: v.string(), max_length: v.number() })),
      properties: v.array(propertySchema),
      variations: v.array(variationSchema),
    }),
  ),
});

export const productListSchema = pagedCollectionOf(productSummarySchema);
export const categoryListSchema = collectionOf(categorySchema);
export const combinationListSchema = collectionOf(productSummarySchema);

const filterOption = v.object({ code: v.string(), label: v.string(), count: v.number() });
export const productFiltersSchema = item('ProductFilters', {
  colours: v.array(filterOption),
  occasions: v.array(filterOption),
});

export const wishCardListSchema = collectionOf(
  member('WishCard', {
    id: v.number(),
    name: v.string(),
    productGroupId: v.number(),
    price: priceSchema,
  }),
);

export const productGroupListSchema = collectionOf(v.number());

// Every answer gives its readers what @shop/contracts/api says they read (an answer may hold
// more, for other readers): a change on either side that breaks the other fails typecheck.
type Gives<Answer, Contract> = [Answer] extends [Contract] ? true : false;
const contractsKept: [
  Gives<v.InferOutput<typeof productDetailSchema>, ProductDetail>,
  Gives<v.InferOutput<typeof productSummarySchema>, ProductSummary>,
  Gives<v.InferOutput<typeof categorySchema>, Category>,
  Gives<v.InferOutput<typeof productFiltersSchema>, ProductFilters>,
] = [true, true, true, true];
void contractsKept;
