import { eq } from 'drizzle-orm';
import type { Database, Transaction } from './database';
import { categories, products, productVariations } from './schema';
import { productGroup } from '../domain/product-groups';
import { formatMoney } from '@shop/contracts/format';
import { GIFT_CARD_PRODUCT_SLUG, giftCardAmountsCents } from '../domain/gift-card';

/** The amount's label, written as the shop writes money in every language ('€ 25,00'). */
const amountLabel = (cents: number) => ({ 'nl-nl': formatMoney(cents) });

/**
 * The shop's gift card (ADR 0021): one product in the gifts category, a variation per amount, no
 * VAT (a multi-purpose voucher), no stock, no card, letter or upsell. Idempotent: the demo seed
 * writes it, and a start on a demo database seeded before it existed adds it.
 */
export async function seedGiftCardProduct(db: Database | Transaction): Promise<boolean> {
  await db
    .insert(categories)
    .values({
      slug: 'cadeaus',
      names: { 'nl-nl': 'Cadeaus', 'fr-be': 'Cadeaux', 'en-us': 'Gifts' },
    })
    .onConflictDoNothing();
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'cadeaus'));
  const [product] = await db
    .insert(products)
    .values({
      slug: GIFT_CARD_PRODUCT_SLUG,
      categoryId: category!.id,
      productGroupId: productGroup.giftCard,
      names: {
        'nl-nl': 'Cadeaukaart',
        'nl-be': 'Geschenkkaart',
        'fr-be': 'Carte cadeau',
        'en-us': 'Gift card',
      },
      descriptions: {
        'nl-nl':
          'Laat de ontvanger zelf kiezen. Je krijgt het kaartnummer en de controlecode per e-mail zodra je betaling binnen is. Twee jaar geldig, te besteden in onze webshop en bij onze verkooppunten.',
        'nl-be':
          'Laat de ontvanger zelf kiezen. Je krijgt het kaartnummer en de controlecode per e-mail zodra je betaling binnen is. Twee jaar geldig, te besteden in onze webwinkel en bij onze verkooppunten.',
        'fr-be':
          'Laissez le destinataire choisir. Vous recevez le numéro de carte et le code de vérification par e-mail dès réception de votre paiement. Valable deux ans, dans notre boutique en ligne et nos points de vente.',
        'en-us':
          'Let them choose. You receive the card number and verification code by e-mail as soon as your payment is in. Valid for two years, online and at our sales points.',
      },
      vatClass: 'none',
      colour: 'gemengd',
      shape: 'giftcard',
      imageCount: 2,
      wishCards: false,
      position: 99,
    })
    .onConflictDoNothing()
    .returning({ id: products.id });
  if (!product) return false;
  await db.insert(productVariations).values(
    giftCardAmountsCents.map((cents) => ({
      productId: product.id,
      sku: `${GIFT_CARD_PRODUCT_SLUG}-${cents / 100}`,
      properties: { amount: amountLabel(cents) },
      propertyValues: { amount: String(cents / 100) },
      priceCents: cents,
      stock: null,
    })),
  );
  return true;
}
