import type { PersonalizationDefinition } from '../schemas';
import type { PriceAmounts } from './price';
import type { ProductPhoto } from './product-photo';

// The catalogue's answers (GET /catalogue/products, /catalogue/products/{slug},
// /catalogue/categories, /catalogue/product-filters) as the product remote reads them, declared
// once: the API's answer schemas (api/src/schemas/answers/catalogue.ts) are checked against
// these at compile time, so a change to an answer fails typecheck on both sides (issue 34).
// The API may answer more than a reader needs (colour, occasion, VAT class): only what is read is
// here. `photo` is absent from an API before ADR 0055.

export interface ProductVariation {
  id: number;
  sku: string;
  orderable: boolean;
  /** Property id → value code, and → the value's localized label. */
  property_values: Record<string, string>;
  property_labels: Record<string, string>;
  price: PriceAmounts;
}

export interface ProductProperty {
  id: string;
  description: string;
  type: 'select' | 'colour';
}

/** One view of the product: `url` its largest JPEG, `photo` every width and format (ADR 0055). */
export interface ProductImage {
  url: string;
  alt: string;
  photo?: ProductPhoto;
}

export interface Personalization {
  available: boolean;
  required: boolean;
  price: PriceAmounts;
  product_group_id: number;
  /** What the shopper fills in (ADR 0028): the API's rules, never the page's. */
  definition?: PersonalizationDefinition;
}

export interface LetterOption {
  price: PriceAmounts;
  product_group_id: number;
  max_bytes: number;
  types: string[];
}

/** An item offered along with the product, with variations of its own (ADR 0011). */
export interface Upsell {
  id: number;
  slug: string;
  name: string;
  image: string;
  photo?: ProductPhoto;
  product_group_id: number;
  text_input: { label: string; max_length: number } | null;
  properties: ProductProperty[];
  variations: ProductVariation[];
}

/** GET /catalogue/products/{slug}: the product page's product. */
export interface ProductDetail {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  product_group_id: number;
  /** The main view's largest JPEG: og:image, and the picture when `images` is empty. */
  image: string;
  photo?: ProductPhoto;
  images: ProductImage[];
  meta_title: string;
  meta_description: string;
  properties: ProductProperty[];
  variations: ProductVariation[];
  wish_cards: boolean;
  personalization: Personalization | null;
  letter: LetterOption | null;
  upsells: Upsell[];
}

/** A member of GET /catalogue/products (and of a product's combination products). */
export interface ProductSummary {
  '@id': string;
  id: number;
  slug: string;
  name: string;
  category: string;
  image: string;
  photo?: ProductPhoto;
  from_price: PriceAmounts | null;
  orderable: boolean;
}

/** A member of GET /catalogue/categories. */
export interface Category {
  id: number;
  slug: string;
  name: string;
}

export interface FilterOption {
  code: string;
  label: string;
  count: number;
}

/** GET /catalogue/product-filters: the choices that make sense for a category and search. */
export interface ProductFilters {
  colours: FilterOption[];
  occasions: FilterOption[];
}
