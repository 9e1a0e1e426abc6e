import type { Transaction } from './database';
import {
  categories,
  productCombinations,
  productGroupConflicts,
  products,
  productUpsells,
  productVariations,
  wishCards,
} from './schema';
import { demoCategories, demoOccasions } from './demo-data';
import {
  demoCombinations,
  demoConflicts,
  demoMeta,
  demoPersonalization,
  demoTextInputs,
  demoVariations,
  demoWishCards,
  groupOfCategory,
  letterPriceCents,
  upsellGroupOf,
  upsellsOfCategory,
  withoutWishCards,
} from './demo-options';
import { seedGiftCardProduct } from './seed-gift-card-product';

/** The demo catalogue with every product page option; runs inside the seed's transaction. */
export async function seedCatalogue(tx: Transaction): Promise<void> {
  await tx
    .insert(productGroupConflicts)
    .values(demoConflicts.map(([groupId, conflictingGroupId]) => ({ groupId, conflictingGroupId })))
    .onConflictDoNothing();
  await tx.insert(wishCards).values(demoWishCards);
  const idOf = new Map<string, number>();
  for (const [position, category] of demoCategories.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({ slug: category.slug, names: category.names, position })
      .onConflictDoUpdate({ target: categories.slug, set: { position } })
      .returning({ id: categories.id });
    for (const [productPosition, product] of category.products.entries()) {
      const personalization = demoPersonalization[product.slug];
      const textInput = demoTextInputs[product.slug];
      const [productRow] = await tx
        .insert(products)
        .values({
          slug: product.slug,
          categoryId: row!.id,
          productGroupId: upsellGroupOf[product.slug] ?? groupOfCategory[category.slug]!,
          names: product.names,
          descriptions: product.descriptions,
          ...demoMeta(product.names, product.descriptions),
          vatClass: category.vatClass,
          colour: product.colour,
          shape: category.shape,
          occasion: demoOccasions[product.slug] ?? 'any',
          imageCount: 2 + (productPosition % 3),
          wishCards: !withoutWishCards.has(product.slug),
          personalizationPriceCents: personalization?.priceCents ?? null,
          personalizationRequired: personalization?.required ?? false,
          personalizationDesign: personalization?.design ?? null,
          letterPriceCents: letterPriceCents[category.slug] ?? null,
          textInputLabels: textInput?.labels ?? null,
          textInputMaxLength: textInput?.maxLength ?? null,
          position: productPosition,
        })
        .returning({ id: products.id });
      idOf.set(product.slug, productRow!.id);
      await tx.insert(productVariations).values(
        demoVariations(product).map((variation) => ({
          ...variation,
          productId: productRow!.id,
          // Gifts come from stock; flowers and plants are made to order (no stock kept).
          stock: category.shape === 'gift' ? 100 : null,
        })),
      );
    }
  }
  // Upsells and combinations name other products, so they follow once every product exists.
  for (const category of demoCategories) {
    for (const product of category.products) {
      const productId = idOf.get(product.slug)!;
      const upsells = upsellsOfCategory[category.slug] ?? [];
      if (upsells.length)
        await tx.insert(productUpsells).values(
          upsells.map((slug, position) => ({
            productId,
            upsellProductId: idOf.get(slug)!,
            position,
          })),
        );
      const combined = demoCombinations(category.slug, product.slug);
      if (combined.length)
        await tx.insert(productCombinations).values(
          combined.map((slug, position) => ({
            productId,
            combinedProductId: idOf.get(slug)!,
            position,
          })),
        );
    }
  }
  await seedGiftCardProduct(tx);
}
