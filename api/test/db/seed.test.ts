import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq, sql } from 'drizzle-orm';
import {
  categories,
  customers,
  giftCards,
  oauthClients,
  products,
  productVariations,
} from '../../src/db/schema';
import { seedDemoData, seedOAuthClients } from '../../src/db/seed';
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
      assert.deepEqual(await handle.db.select({ n: count() }).from(products), [{ n: 28 }]);
      assert.deepEqual(await handle.db.select({ n: count() }).from(giftCards), [{ n: 3 }]);
      assert.deepEqual(
        (await handle.db.select({ email: customers.email }).from(customers))
          .map((c) => c.email)
          .sort(),
        ['administratie@bedrijf.nl', 'beheer@bedrijf.nl', 'demo@bloemenzo.nl', 'inkoop@bedrijf.nl'],
      );
      const [client] = await handle.db.select().from(oauthClients);
      assert.equal(client?.id, 'shop-web');
      assert.equal(client?.secretHash, null);
    });

    it('gives every product two to four variations and every category a sold-out one', async () => {
      const perProduct = await handle.db
        .select({
          slug: categories.slug,
          variations: count(productVariations.id),
          sold_out: sql<number>`count(*) filter (where not ${productVariations.orderable})`.mapWith(
            Number,
          ),
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(productVariations, eq(productVariations.productId, products.id))
        .groupBy(categories.slug, products.slug);
      assert.ok(perProduct.every((p) => p.variations >= 2 && p.variations <= 4));
      for (const category of ['boeketten', 'planten', 'cadeaus', 'rouwbloemen']) {
        const own = perProduct.filter((p) => p.slug === category);
        assert.equal(own.length, 7, category);
        assert.ok(
          own.some((p) => p.sold_out > 0),
          `${category} has a sold-out variation`,
        );
      }
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
