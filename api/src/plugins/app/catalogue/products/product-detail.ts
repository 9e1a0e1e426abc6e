import { asc, eq, inArray } from 'drizzle-orm';
import { letterUpload } from '@shop/contracts/schemas';
import type { Locale, SiteContext } from '@shop/contracts/messages';
import type { Database } from '../../../../db/database';
import {
  categories,
  products,
  productUpsells,
  productVariations,
  variationProperties,
} from '../../../../db/schema';
import { localized } from '../../../../http/i18n';
import { priceBreakdown } from '../../../../domain/vat';
import { productGroup } from '../../../../domain/product-groups';
import { viewCount, viewLabels } from '../../../../domain/product-image';
import { photoJpeg, productPhoto } from '../../../../domain/product-photo';
import { propertiesOf, variationView, type VariationRow } from './variations';
import { personalizationDefinition } from '../../../../domain/personalization';
import { iri } from '../../../../http/iri';

type ProductRow = typeof products.$inferSelect;

async function variationsOf(db: Database, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select()
    .from(productVariations)
    .where(inArray(productVariations.productId, productIds))
    .orderBy(asc(productVariations.priceCents), asc(productVariations.id));
}

/**
 * The product's views (2–4), each with an alt text naming what it shows and its photo in every
 * width and format (ADR 0055); `url` is the largest JPEG.
 */
function imagesOf(product: ProductRow, name: string, locale: Locale) {
  return Array.from({ length: viewCount(product.imageCount) }, (_, index) => ({
    url: photoJpeg(product, index + 1),
    alt: `${name}, ${localized(viewLabels[index]!, locale)}`,
    photo: productPhoto(product, index + 1),
  }));
}

/** GET /catalogue/products/{slug}: everything the product page offers (ADR 0011), or null. */
export async function productDetail(db: Database, slug: string, locale: Locale, site: SiteContext) {
  const [row] = await db
    .select({ product: products, category: categories.slug })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.slug, slug));
  if (!row) return null;
  const { product } = row;
  const upsellRows = await db
    .select({ upsell: products })
    .from(productUpsells)
    .innerJoin(products, eq(productUpsells.upsellProductId, products.id))
    .where(eq(productUpsells.productId, product.id))
    .orderBy(asc(productUpsells.position));
  const [variations, definitions] = await Promise.all([
    variationsOf(db, [product.id, ...upsellRows.map(({ upsell }) => upsell.id)]),
    db.select().from(variationProperties),
  ]);
  const own = (productId: number): VariationRow[] =>
    variations.filter((variation) => variation.productId === productId);
  const name = localized(product.names, locale);
  const description = localized(product.descriptions, locale);
  const { vatClass } = product;
  return {
    '@id': iri(`/catalogue/products/${product.slug}`),
    '@type': 'Product',
    id: product.id,
    slug: product.slug,
    name,
    description,
    meta_title: localized(product.metaTitles, locale) || name,
    meta_description: localized(product.metaDescriptions, locale) || description,
    category: row.category,
    product_group_id: product.productGroupId,
    image: photoJpeg(product),
    photo: productPhoto(product),
    images: imagesOf(product, name, locale),
    colour: product.colour,
    occasion: product.occasion,
    vat_class: vatClass,
    properties: propertiesOf(own(product.id), definitions, locale),
    variations: own(product.id).map((v) => variationView(v, vatClass, locale, site)),
    wish_cards: product.wishCards,
    personalization:
      product.personalizationPriceCents === null
        ? null
        : {
            available: true,
            required: product.personalizationRequired,
            // Part of the product's delivery, so at the product's VAT rate (ADR 0011).
            price: priceBreakdown(product.personalizationPriceCents, vatClass, site),
            product_group_id: productGroup.personalization,
            /** What the shopper fills in, and the photo it takes (ADR 0028). */
            definition: personalizationDefinition(product.personalizationDesign, locale),
          },
    letter:
      product.letterPriceCents === null
        ? null
        : {
            price: priceBreakdown(product.letterPriceCents, vatClass, site),
            product_group_id: productGroup.letter,
            max_bytes: letterUpload.maxBytes,
            types: [...letterUpload.types],
          },
    upsells: upsellRows.map(({ upsell }) => ({
      id: upsell.id,
      slug: upsell.slug,
      name: localized(upsell.names, locale),
      image: photoJpeg(upsell),
      photo: productPhoto(upsell),
      product_group_id: upsell.productGroupId,
      text_input:
        upsell.textInputMaxLength === null
          ? null
          : {
              label: localized(upsell.textInputLabels ?? {}, locale),
              max_length: upsell.textInputMaxLength,
            },
      properties: propertiesOf(own(upsell.id), definitions, locale),
      variations: own(upsell.id).map((v) => variationView(v, upsell.vatClass, locale, site)),
    })),
  };
}
