import { alias } from 'drizzle-orm/pg-core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Cart } from '@shop/contracts/api';
import type { Locale, SiteContext } from '@shop/contracts/messages';
import type { Database } from '../../../../db/database';
import {
  cartLetters,
  cartLines,
  cartLineUpsells,
  products,
  productVariations,
  wishCards,
} from '../../../../db/schema';
import { localized } from '../../../../http/i18n';
import { multiply, priceBreakdown, sum, type PriceBreakdown } from '../../../../domain/vat';
import { photoJpeg, productPhoto } from '../../../../domain/product-photo';
import { productGroup } from '../../../../domain/product-groups';
import { localizedLabels } from '../../catalogue/products/variations';
import { lineParts, unitOf, type ItemPart } from './line-parts';
import { lineDesign } from './line-design';
import { iri, contextIri } from '../../../../http/iri';

/** A line's total over parts that may carry different VAT rates (null then). */
function lineTotal(parts: PriceBreakdown[]) {
  const rates = new Set(parts.map((part) => part.vat_rate_bp));
  return { ...sum(parts), vat_rate_bp: rates.size === 1 ? parts[0]!.vat_rate_bp : null };
}

async function upsellsOf(db: Database, lineIds: string[]) {
  if (!lineIds.length) return [];
  const upsellProducts = alias(products, 'upsell_products');
  return db
    .select({ upsell: cartLineUpsells, variation: productVariations, product: upsellProducts })
    .from(cartLineUpsells)
    .innerJoin(productVariations, eq(cartLineUpsells.variationId, productVariations.id))
    .innerJoin(upsellProducts, eq(productVariations.productId, upsellProducts.id))
    .where(inArray(cartLineUpsells.lineId, lineIds))
    .orderBy(asc(cartLineUpsells.position), asc(cartLineUpsells.id));
}

/**
 * The cart as the site shows it, every amount computed here from the catalogue (ADR 0011):
 * `unit_price` is one item with its card, personalization and letter (they travel with the
 * item, so at its VAT rate); `total` adds the quantity and the upsells, each at its own rate.
 */
export async function cartView(db: Database, uuid: string, locale: Locale, site: SiteContext) {
  const designPhotos = alias(cartLetters, 'design_photos');
  const rows = await db
    .select({
      line: cartLines,
      variation: productVariations,
      product: products,
      card: wishCards,
      letter: { id: cartLetters.id, fileName: cartLetters.fileName },
      photo: { id: designPhotos.id, fileName: designPhotos.fileName },
    })
    .from(cartLines)
    .innerJoin(productVariations, eq(cartLines.variationId, productVariations.id))
    .innerJoin(products, eq(productVariations.productId, products.id))
    .leftJoin(wishCards, eq(cartLines.cardId, wishCards.id))
    .leftJoin(cartLetters, eq(cartLines.letterId, cartLetters.id))
    .leftJoin(designPhotos, eq(cartLines.designPhotoId, designPhotos.id))
    .where(eq(cartLines.cartUuid, uuid))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const upsells = await upsellsOf(
    db,
    rows.map((row) => row.line.id),
  );
  const lines = rows.map(({ line, variation, product, card, letter, photo }) => {
    const price = (cents: number) => priceBreakdown(cents, product.vatClass, site);
    const personalizationCents = line.personalization
      ? (product.personalizationPriceCents ?? 0)
      : 0;
    const letterCents = letter ? (product.letterPriceCents ?? 0) : 0;
    const itemParts: ItemPart[] = [
      {
        kind: 'variation',
        name: localized(product.names, locale),
        properties: localizedLabels(variation.properties, locale),
        unit_price: price(variation.priceCents),
      },
      ...(card
        ? [
            {
              kind: 'card',
              name: localized(card.names, locale),
              unit_price: price(card.priceCents),
            } as const,
          ]
        : []),
      ...(line.personalization
        ? [{ kind: 'personalization', unit_price: price(personalizationCents) } as const]
        : []),
      ...(letter ? [{ kind: 'letter', unit_price: price(letterCents) } as const] : []),
    ];
    const unit = unitOf(itemParts);
    const ownUpsells = upsells
      .filter((row) => row.upsell.lineId === line.id)
      .map((row) => ({
        variation_id: row.variation.id,
        name: localized(row.product.names, locale),
        properties: localizedLabels(row.variation.properties, locale),
        quantity: row.upsell.quantity,
        text: row.upsell.text,
        unit_price: priceBreakdown(row.variation.priceCents, row.product.vatClass, site),
        total: multiply(
          priceBreakdown(row.variation.priceCents, row.product.vatClass, site),
          row.upsell.quantity,
        ),
      }));
    return {
      '@id': iri(`/carts/${uuid}/lines/${line.id}`),
      '@type': 'CartLine',
      id: line.id,
      variation_id: variation.id,
      product: {
        slug: product.slug,
        name: localized(product.names, locale),
        image: photoJpeg(product),
        photo: productPhoto(product),
      },
      properties: localizedLabels(variation.properties, locale),
      /** A gift card: mailed once paid, never delivered (ADR 0021). */
      gift_card: product.productGroupId === productGroup.giftCard,
      quantity: line.quantity,
      unit_price: unit,
      total: lineTotal([multiply(unit, line.quantity), ...ownUpsells.map((u) => u.total)]),
      card: card
        ? {
            id: card.id,
            name: localized(card.names, locale),
            text: line.cardText ?? '',
            price: price(card.priceCents),
          }
        : null,
      personalization: line.personalization,
      personalization_price: line.personalization ? price(personalizationCents) : null,
      ...lineDesign(line, product, photo, locale),
      letter: letter
        ? { id: letter.id, file_name: letter.fileName, price: price(letterCents) }
        : null,
      upsells: ownUpsells,
      /** What the total is made of; the parts' totals add up to it (issue 18). */
      price_parts: lineParts(itemParts, line.quantity, ownUpsells),
    };
  });
  const cart = {
    '@context': contextIri('Cart'),
    '@id': iri(`/carts/${uuid}`),
    '@type': 'Cart',
    uuid,
    lines,
    item_count: lines.reduce((count, line) => count + line.quantity, 0),
    totals: sum(lines.map((line) => line.total)),
    /** False when every line is a gift card: nothing to deliver, no delivery cost. */
    needs_delivery: lines.some((line) => !line.gift_card),
  };
  // The answer the checkout reads (@shop/contracts/api), checked where it is built.
  return cart satisfies Cart;
}
