import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../../../../helpers/build';
import { inRolledBack, placementFixtures } from '../../../../helpers/placement';
import { productVariations } from '../../../../../src/db/schema';
import {
  heldQuantities,
  nameInCart,
  reserveStock,
  takeStock,
} from '../../../../../src/plugins/app/orders/placement/stock';
import { OrderRefused } from '../../../../../src/plugins/app/orders/placement/order-refused';

describe('what an order holds', () => {
  it('adds up the items per variation over the lines and their upsells', () => {
    const held = heldQuantities([
      { variationId: 1, quantity: 2, upsells: [{ variation_id: 3, quantity: 1 }] },
      { variationId: 1, quantity: 1, upsells: [] },
      { variationId: 2, quantity: 1, upsells: [{ variation_id: 3, quantity: 2 }] },
    ]);
    assert.deepEqual(
      [...held],
      [
        [1, 3],
        [3, 3],
        [2, 1],
      ],
    );
  });

  it('names a sold-out variation as the shopper knows it: the product, or the upsell', () => {
    const lines = [
      {
        variation_id: 1,
        product: { name: 'Zonnig boeket' },
        upsells: [{ variation_id: 3, name: 'Vaas' }],
      },
    ];
    assert.equal(nameInCart(lines, 1), 'Zonnig boeket');
    assert.equal(nameInCart(lines, 3), 'Vaas');
  });
});

for (const target of dbTargets()) {
  describe(`the stock step on ${target.name}`, () => {
    const app = build(target);
    const fixtures = placementFixtures(app);
    const stockOf = async (id: number) =>
      (
        await app()
          .db.select({ stock: productVariations.stock })
          .from(productVariations)
          .where(eq(productVariations.id, id))
      )[0]!.stock;
    const setStock = (id: number, stock: number | null) =>
      app().db.update(productVariations).set({ stock }).where(eq(productVariations.id, id));

    it('takes what is there, and leaves a variation without stock kept alone', async () => {
      const { id } = await fixtures.stockedVariation();
      const flowers = (await fixtures.carts.variation('zonnig-boeket')).id;
      await setStock(id, 5);
      const missing = await app().db.transaction((tx) =>
        takeStock(
          tx,
          new Map([
            [id, 2],
            [flowers, 3],
          ]),
        ),
      );
      assert.deepEqual(missing, []);
      assert.equal(await stockOf(id), 3);
      assert.equal(await stockOf(flowers), null);
    });

    it('takes nothing of a variation with too little left, and names it', async () => {
      const { id } = await fixtures.stockedVariation();
      await setStock(id, 1);
      const missing = await inRolledBack(app().db, (tx) => takeStock(tx, new Map([[id, 2]])));
      assert.deepEqual(missing, [id]);
      assert.equal(await stockOf(id), 1);
    });

    it('refuses the order when one item is sold out, and the whole order takes nothing', async () => {
      const { id } = await fixtures.stockedVariation();
      await setStock(id, 0);
      const lines = [{ variation_id: id, quantity: 1, product: { name: 'Kaars' }, upsells: [] }];
      await assert.rejects(
        app().db.transaction((tx) => reserveStock(tx, lines)),
        (error: unknown) =>
          error instanceof OrderRefused &&
          error.status === 409 &&
          error.key === 'errors.outOfStock' &&
          error.values.product === 'Kaars',
      );
      assert.equal(await stockOf(id), 0);
    });

    it('never sells more than there is when buyers race for the last items', async () => {
      const { id } = await fixtures.stockedVariation();
      await setStock(id, 3);
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () =>
          app().db.transaction((tx) => takeStock(tx, new Map([[id, 1]]))),
        ),
      );
      assert.equal(outcomes.filter((missing) => missing.length === 0).length, 3);
      assert.equal(await stockOf(id), 0);
    });
  });
}
