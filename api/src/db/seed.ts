import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { brands, categories, countries, giftCards, products, productVariations } from './schema';
import { colourLabels, demoBrands, demoCategories, demoCountries, demoGiftCards, sizeLabels } from './demo-data';
import { hashSecret } from '../domain/secrets';

/** Seeds the demo data when the catalogue is empty; one transaction, so never half-seeded. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (Number(count) > 0) return false;
  const giftCardRows = await Promise.all(
    demoGiftCards.map(async (card) => ({
      cardNumber: card.cardNumber,
      verificationCodeHash: await hashSecret(card.verificationCode),
      balanceCents: card.balanceCents,
      expiresAt: card.expiresAt ? new Date(card.expiresAt) : null,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(brands).values(demoBrands).onConflictDoNothing();
    await tx.insert(countries).values(demoCountries).onConflictDoNothing();
    await tx.insert(giftCards).values(giftCardRows).onConflictDoNothing();
    for (const [position, category] of demoCategories.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({ slug: category.slug, names: category.names, position })
        .onConflictDoUpdate({ target: categories.slug, set: { position } })
        .returning({ id: categories.id });
      for (const [productPosition, product] of category.products.entries()) {
        const [productRow] = await tx
          .insert(products)
          .values({
            slug: product.slug,
            categoryId: row!.id,
            names: product.names,
            descriptions: product.descriptions,
            vatClass: category.vatClass,
            colour: product.colour,
            shape: category.shape,
            position: productPosition,
          })
          .returning({ id: products.id });
        await tx.insert(productVariations).values(
          product.sizes.map(([size, priceCents, orderable = true]) => ({
            productId: productRow!.id,
            sku: `${product.slug}-${size.toLowerCase()}`,
            properties: { size: sizeLabels[size]!, colour: colourLabels[product.colour]! },
            orderable,
            priceCents,
          })),
        );
      }
    }
  });
  return true;
}
