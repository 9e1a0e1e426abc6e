import { absoluteUrl } from '@shop/shared-ui';
import type { ProductDetail, ProductVariation } from '../api/product-api';

const inStock = 'https://schema.org/InStock';
const outOfStock = 'https://schema.org/OutOfStock';

/** A price as schema.org wants it, from the API's integer cents: 2995 → "29.95". */
export const schemaOrgPrice = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The variation the offer names: the cheapest one that can be ordered (the page's 'from'
 * price), else the cheapest. Not the one the hash chose: the canonical URL has no hash, and a
 * server never sees one.
 */
function offeredVariation(variations: ProductVariation[]): ProductVariation | undefined {
  const byPrice = [...variations].sort((a, b) => a.price.incl_vat - b.price.incl_vat);
  return byPrice.find((variation) => variation.orderable) ?? byPrice[0];
}

/**
 * schema.org's Product with its Offer, from what the API gives: the price including VAT (what
 * a consumer pays, whatever the shopper's VAT mode), in stock when the API calls the variation
 * orderable (a sold-out one is not).
 */
export function productJsonLd(product: ProductDetail, url: string, origin: string) {
  const offered = offeredVariation(product.variations);
  const images = product.images?.length
    ? product.images.map((image) => image.url)
    : [product.image];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    productID: String(product.id),
    name: product.name,
    description: product.description,
    image: images.map((image) => absoluteUrl(origin, image)),
    url,
    ...(offered && {
      offers: {
        '@type': 'Offer',
        sku: offered.sku,
        price: schemaOrgPrice(offered.price.incl_vat),
        priceCurrency: 'EUR',
        availability: offered.orderable ? inStock : outOfStock,
        url,
      },
    }),
  };
}
