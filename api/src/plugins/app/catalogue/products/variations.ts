import type { Locale, SiteContext } from '@shop/contracts/messages';
import type { LocalizedText } from '../../../../db/schema';
import { localized } from '../../../../http/i18n';
import { priceBreakdown, type VatClass } from '../../../../domain/vat';
import { iri } from '../../../../http/iri';

export interface VariationRow {
  id: number;
  sku: string;
  orderable: boolean;
  /** Items left; null (made to order) or absent: never runs out. */
  stock?: number | null;
  properties: Record<string, LocalizedText>;
  propertyValues: Record<string, string>;
  priceCents: number;
}
export interface PropertyRow {
  id: string;
  descriptions: LocalizedText;
  type: 'select' | 'colour';
  position: number;
}

/**
 * Whether the shop offers the variation now: orderable, and not sold out (spec 3: the page
 * disables it and marks it out of stock). Placing an order checks the stock again (ADR 0015).
 */
export const isAvailable = (variation: Pick<VariationRow, 'orderable' | 'stock'>) =>
  variation.orderable &&
  (variation.stock === null || variation.stock === undefined || variation.stock > 0);

/** Each property's label in the shopper's language ({size: 'Klein', colour: 'Rood'}). */
export const localizedLabels = (labels: Record<string, LocalizedText>, locale: Locale) =>
  Object.fromEntries(Object.entries(labels).map(([id, texts]) => [id, localized(texts, locale)]));

/**
 * A variation as the page narrows on it: value codes per property, their labels, and the
 * price for the site. `properties` repeats the labels for the pages and carts built before
 * ADR 0011 (they join them with ' · ').
 */
export function variationView(
  variation: VariationRow,
  vatClass: VatClass,
  locale: Locale,
  site: SiteContext,
) {
  const labels = localizedLabels(variation.properties, locale);
  return {
    '@id': iri(`/catalogue/variations/${variation.id}`),
    '@type': 'ProductVariation',
    id: variation.id,
    sku: variation.sku,
    orderable: isAvailable(variation),
    property_values: variation.propertyValues,
    property_labels: labels,
    properties: labels,
    price: priceBreakdown(variation.priceCents, vatClass, site),
  };
}

/** The properties these variations differ in or carry, in the shop's order. */
export function propertiesOf(
  variations: VariationRow[],
  definitions: PropertyRow[],
  locale: Locale,
) {
  const used = new Set(variations.flatMap((variation) => Object.keys(variation.propertyValues)));
  return definitions
    .filter((definition) => used.has(definition.id))
    .sort((a, b) => a.position - b.position)
    .map((definition) => ({
      id: definition.id,
      description: localized(definition.descriptions, locale),
      type: definition.type,
    }));
}
