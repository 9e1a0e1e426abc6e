import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asc, eq } from 'drizzle-orm';
import { build, dbTargets } from '../../../../helpers/build';
import { inRolledBack, placementFixtures } from '../../../../helpers/placement';
import { orderHistory, orders } from '../../../../../src/db/schema';
import {
  openingStatus,
  openingTransition,
  record,
  recordOpening,
} from '../../../../../src/plugins/app/orders/placement/history';
import { TransitionRefused } from '../../../../../src/domain/order/order-status';

describe('where a new order goes first', () => {
  it('to an approver, on account, or to its payment', () => {
    assert.equal(openingTransition(true, 'invoice'), 'request_approval');
    assert.equal(openingTransition(true, 'ideal'), 'request_approval');
    assert.equal(openingTransition(false, 'invoice'), 'place_on_account');
    assert.equal(openingTransition(false, 'creditcard'), 'request_payment');
  });

  it('with the status its draft moves to', () => {
    assert.equal(openingStatus('request_payment'), 'payment-pending');
    assert.equal(openingStatus('request_approval'), 'approvement-pending');
    assert.equal(openingStatus('place_on_account'), 'new');
  });
});

for (const target of dbTargets()) {
  describe(`the history step on ${target.name}`, () => {
    const app = build(target);
    const fixtures = placementFixtures(app);
    /** An order waiting for its payment: iDEAL sends the shopper to the bank first. */
    async function pendingOrder() {
      const placed = await fixtures.place(await fixtures.filledCart(), {
        payment: { method: 'ideal', issuer: 'ideal_INGBNL2A' },
      });
      assert.equal(placed.statusCode, 201, placed.body);
      return placed.json().uuid as string;
    }
    const historyOf = (tx: Parameters<Parameters<typeof inRolledBack>[1]>[0], uuid: string) =>
      tx
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderUuid, uuid))
        .orderBy(asc(orderHistory.at), asc(orderHistory.id));

    it('opens the history with two lines: created as a draft, then moved on', async () => {
      const uuid = await pendingOrder();
      const lines = await inRolledBack(app().db, async (tx) => {
        await tx.delete(orderHistory).where(eq(orderHistory.orderUuid, uuid));
        assert.equal(await recordOpening(tx, uuid, 'request_payment', 'guest'), 'payment-pending');
        return historyOf(tx, uuid);
      });
      assert.deepEqual(
        lines.map((l) => [l.transition, l.fromStatus, l.toStatus, l.actor]),
        [
          ['create', null, 'draft', 'guest'],
          ['request_payment', 'draft', 'payment-pending', 'guest'],
        ],
      );
    });

    it('records a transition with its status change, its actor and note, in one statement', async () => {
      const uuid = await pendingOrder();
      const at = new Date('2026-11-26T08:00:00Z');
      const [after, last] = await inRolledBack(app().db, async (tx) => {
        const to = await record(
          tx,
          { uuid, status: 'payment-pending' },
          'hold',
          'staff:s1',
          'check the address',
          at,
        );
        assert.equal(to, 'on-hold');
        const [row] = await tx.select().from(orders).where(eq(orders.uuid, uuid));
        const lines = await historyOf(tx, uuid);
        return [row!, lines.find((line) => line.transition === 'hold')!] as const;
      });
      assert.equal(after.status, 'on-hold');
      assert.equal(after.updatedAt.toISOString(), at.toISOString());
      assert.deepEqual(
        [last.transition, last.fromStatus, last.toStatus, last.actor, last.note],
        ['hold', 'payment-pending', 'on-hold', 'staff:s1', 'check the address'],
      );
      // The history line carries the same time as the order's change.
      assert.equal(last.at.toISOString(), at.toISOString());
    });

    it('refuses a transition the status does not allow, and writes nothing', async () => {
      const uuid = await pendingOrder();
      await assert.rejects(
        inRolledBack(app().db, (tx) =>
          record(tx, { uuid, status: 'payment-pending' }, 'ship', 'x'),
        ),
        TransitionRefused,
      );
      const [row] = await app().db.select().from(orders).where(eq(orders.uuid, uuid));
      assert.equal(row!.status, 'payment-pending');
    });
  });
}
