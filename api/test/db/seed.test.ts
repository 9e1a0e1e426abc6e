import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  categories,
  customers,
  giftCards,
  oauthClients,
  staffMembers,
  productCombinations,
  productGroupConflicts,
  productGroups,
  products,
  productUpsells,
  productVariations,
  wishCards,
} from '../../src/db/schema';
import { seedDemoData, seedOAuthClients } from '../../src/db/seed';
import { seedGiftCardProduct } from '../../src/db/seed-gift-card-product';
import { GIFT_CARD_PRODUCT_SLUG } from '../../src/domain/gift-card';
import { productGroup } from '../../src/domain/product-groups';
import type { DatabaseHandle } from '../../src/db/database';
import { dbTargets } from '../helpers/build';

for (const target of dbTargets()) {
  describe(`demo data on ${target.name}`, () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    before(async () => ({ handle, dispose } = await target.open()));
    after(() => dispose());

    it('seeds an empty database once, and leaves a seeded one alone', async () => {
      assert.equal(await seedDemoData(handle.db), true);
      assert.equal(await seedDemoData(handle.db), false);
      assert.deepEqual(await handle.db.select({ n: count() }).from(products), [{ n: 29 }]);
      assert.deepEqual(await handle.db.select({ n: count() }).from(giftCards), [{ n: 3 }]);
      assert.deepEqual(
        (await handle.db.select({ email: customers.email }).from(customers))
          .map((c) => c.email)
          .sort(),
        [
          'administratie@bedrijf.nl',
          'beheer@bedrijf.nl',
          'demo@bloemenzo.nl',
          'goedkeuring@bedrijf.nl',
          'inkoop@bedrijf.nl',
          'kijker@bedrijf.nl',
        ],
      );
      const clients = await handle.db.select().from(oauthClients).orderBy(oauthClients.id);
      // The shop's and the back office's public clients; the fulfilment system's only when its
      // secret is configured (ADR 0039).
      assert.deepEqual(
        clients.map((client) => [client.id, client.secretHash, client.grants]),
        [
          ['shop-backoffice', null, ['password', 'refresh_token']],
          [
            'shop-web',
            null,
            ['client_credentials', 'password', 'authorization_code', 'refresh_token'],
          ],
        ],
      );
      const staff = await handle.db.select().from(staffMembers);
      assert.deepEqual(
        staff.map((member) => [member.email, member.permissions]),
        [['winkel@bloemenzo.nl', ['orders.read', 'orders.fulfil', 'orders.cancel']]],
      );
    });

    it('gives every product two to four sizes and every category a sold-out variation', async () => {
      const perProduct = await handle.db
        .select({
          slug: categories.slug,
          sizes: sql<number>`count(distinct ${productVariations.propertyValues}->>'size')`.mapWith(
            Number,
          ),
          sold_out: sql<number>`count(*) filter (where not ${productVariations.orderable})`.mapWith(
            Number,
          ),
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(productVariations, eq(productVariations.productId, products.id))
        // The gift card comes in amounts, not sizes (ADR 0021).
        .where(ne(products.productGroupId, productGroup.giftCard))
        .groupBy(categories.slug, products.slug);
      assert.ok(perProduct.every((p) => p.sizes >= 2 && p.sizes <= 4));
      for (const category of ['boeketten', 'planten', 'cadeaus', 'rouwbloemen']) {
        const own = perProduct.filter((p) => p.slug === category);
        assert.equal(own.length, 7, category);
        assert.ok(
          own.some((p) => p.sold_out > 0),
          `${category} has a sold-out variation`,
        );
      }
    });

    it('seeds the product page options: groups, conflicts, cards, a second property, upsells', async () => {
      const n = async (table: PgTable) =>
        (await handle.db.select({ n: count() }).from(table))[0]!.n;
      assert.equal(await n(productGroups), 13);
      assert.deepEqual(
        (await handle.db.select().from(productGroupConflicts))
          .map((pair) => `${pair.groupId}-${pair.conflictingGroupId}`)
          .sort(),
        ['30-10', '30-11', '41-11', '42-2'],
      );
      assert.equal(await n(wishCards), 7);
      assert.ok((await n(productUpsells)) > 0);
      assert.ok((await n(productCombinations)) > 0);
      const withVase = await handle.db
        .select({ sku: productVariations.sku, orderable: productVariations.orderable })
        .from(productVariations)
        .where(sql`${productVariations.propertyValues}->>'vase' = 'glass'`);
      assert.ok(withVase.length >= 8, 'several bouquets come with a vase');
      assert.ok(
        withVase.some((variation) => !variation.orderable),
        'some with a vase cannot be ordered',
      );
    });

    it('adds the gift card product to a demo database seeded before it, once', async () => {
      const slug = GIFT_CARD_PRODUCT_SLUG;
      await handle.db.delete(products).where(eq(products.slug, slug));
      assert.equal(await seedGiftCardProduct(handle.db), true);
      assert.equal(await seedGiftCardProduct(handle.db), false);
      const variations = await handle.db
        .select({ price: productVariations.priceCents, stock: productVariations.stock })
        .from(productVariations)
        .innerJoin(products, eq(products.id, productVariations.productId))
        .where(eq(products.slug, slug))
        .orderBy(productVariations.priceCents);
      assert.deepEqual(
        variations.map((v) => v.price),
        [1000, 1500, 2500, 5000, 7500, 10000],
      );
      assert.ok(variations.every((v) => v.stock === null));
    });

    it("adds the site's own callback (SITE_URL) to the web client's redirect URIs", async () => {
      await seedOAuthClients(handle.db, 'https://shop.example.be/');
      await seedOAuthClients(handle.db, 'https://shop.example.be');
      const [client] = await handle.db
        .select({ redirectUris: oauthClients.redirectUris })
        .from(oauthClients)
        .where(eq(oauthClients.id, 'shop-web'));
      assert.deepEqual(client?.redirectUris, [
        'http://localhost:3000/authorize/callback',
        'http://127.0.0.1:4300/authorize/callback',
        'https://shop.example.be/authorize/callback',
      ]);
    });
  });
}
