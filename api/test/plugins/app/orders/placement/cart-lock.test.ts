import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { build, dbTargets } from '../../../../helpers/build';
import { inRolledBack, placementFixtures } from '../../../../helpers/placement';
import { lockCart } from '../../../../../src/plugins/app/orders/placement/cart-lock';
import { OrderRefused } from '../../../../../src/plugins/app/orders/placement/order-refused';

for (const target of dbTargets()) {
  describe(`the cart lock step on ${target.name}`, () => {
    const app = build(target);
    const fixtures = placementFixtures(app);

    it('refuses a cart that does not exist', async () => {
      await assert.rejects(
        inRolledBack(app().db, (tx) => lockCart(tx, randomUUID(), null)),
        (error: unknown) => error instanceof OrderRefused && error.status === 404,
      );
    });

    it('finds nothing for a cart not ordered yet', async () => {
      const cart = await fixtures.filledCart();
      const found = await inRolledBack(app().db, (tx) => lockCart(tx, cart.uuid, 'key-new-1'));
      assert.deepEqual(found, { byKey: null, byCart: null });
    });

    it('finds the order under the key and the cart’s order, in one read', async () => {
      const ordered = await fixtures.filledCart();
      const placed = await fixtures.place(ordered, {}, 'key-lock-1');
      assert.equal(placed.statusCode, 201, placed.body);
      const uuid = placed.json().uuid;
      const same = await inRolledBack(app().db, (tx) => lockCart(tx, ordered.uuid, 'key-lock-1'));
      assert.equal(same.byKey?.uuid, uuid);
      assert.equal(same.byCart?.uuid, uuid);
      // The key used again for another cart: found by the key only.
      const other = await fixtures.filledCart();
      const elsewhere = await inRolledBack(app().db, (tx) =>
        lockCart(tx, other.uuid, 'key-lock-1'),
      );
      assert.equal(elsewhere.byKey?.uuid, uuid);
      assert.equal(elsewhere.byCart, null);
      // Without a key, the cart's order only.
      const keyless = await inRolledBack(app().db, (tx) => lockCart(tx, ordered.uuid, null));
      assert.deepEqual([keyless.byKey, keyless.byCart?.uuid], [null, uuid]);
    });
  });
}
