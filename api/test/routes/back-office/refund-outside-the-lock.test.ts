import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { build, dbTargets } from '../../helpers/build';
import { placePaidOrder, staffHeaders } from '../../helpers/back-office';
import { steeredRefunds } from '../../helpers/refund-provider';
import { payments, refunds } from '../../../src/db/schema';

type Headers = Record<string, string>;

/** Resolves with the promise's value, or rejects after `ms`: a wait that would hang shows up. */
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms),
    ),
  ]);

/** ADR 0048: a refund never holds the order's row lock while the payment provider answers. */
for (const target of dbTargets()) {
  describe(`refunds outside the order's lock on ${target.name}`, () => {
    const refundsOf = steeredRefunds();
    const app = build(target, { payments: { provider: refundsOf.provider } });
    let staff: Headers | undefined;
    const asStaff = async () => (staff ??= await staffHeaders(app()));
    const cancel = async (uuid: string) =>
      app().inject({
        method: 'POST',
        url: `/back-office/orders/${uuid}/cancel`,
        headers: await asStaff(),
        payload: { reason: 'Dubbel besteld' },
      });
    const move = async (uuid: string, transition: string) =>
      app().inject({
        method: 'POST',
        url: `/back-office/orders/${uuid}/transitions`,
        headers: await asStaff(),
        payload: { transition },
      });
    const refundRows = (orderUuid: string) =>
      app().db.select().from(refunds).where(eq(refunds.orderUuid, orderUuid));
    const status = async (uuid: string) =>
      (
        await app().inject({
          method: 'GET',
          url: `/back-office/orders/${uuid}`,
          headers: await asStaff(),
        })
      ).json().status;

    it('lets others lock the order while the provider is slow; a second cancel is refused and nothing is refunded twice', async () => {
      const placed = await placePaidOrder(app());
      refundsOf.set('slow');
      const calls = refundsOf.calls.length;
      const first = cancel(placed.uuid);
      try {
        await within(refundsOf.waiting(), 10_000, 'the refund');
        // The provider is still busy: another transaction takes the order's lock at once.
        const locked = await within(
          app().db.transaction((tx) =>
            tx.execute(sql`select uuid from orders where uuid = ${placed.uuid} for update nowait`),
          ),
          2_000,
          'locking the order',
        );
        // node-postgres and PGlite both answer with the rows.
        assert.equal((locked as { rows: unknown[] }).rows.length, 1);
        // A colleague's cancel meanwhile refunds nothing, and neither moves it out of reach.
        const second = await within(cancel(placed.uuid), 2_000, 'the second cancel');
        assert.equal(second.statusCode, 409, second.body);
        assert.equal(
          second.json()['hydra:description'],
          'This order is already being canceled: its refund is under way. Try again in a few minutes.',
        );
        const moved = await within(move(placed.uuid, 'send_to_supplier'), 2_000, 'the move');
        assert.equal(moved.statusCode, 409, moved.body);
        assert.equal(await status(placed.uuid), 'new');
      } finally {
        refundsOf.release();
      }
      const done = await first;
      assert.equal(done.statusCode, 200, done.body);
      assert.equal(done.json().status, 'canceled');
      assert.equal(refundsOf.calls.length, calls + 1, 'the provider was asked once');
      const rows = await refundRows(placed.uuid);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.status, 'processing');
      assert.equal(rows[0]!.claimedUntil, null);
      // The refund's own id is the provider's idempotency key.
      assert.equal(refundsOf.calls.at(-1)!.idempotencyKey, rows[0]!.uuid);
      refundsOf.set('works');
    });

    it('keeps the order when the provider does not answer, and a retry asks again with the same key', async () => {
      const placed = await placePaidOrder(app());
      refundsOf.set('unreachable');
      const failed = await cancel(placed.uuid);
      assert.equal(failed.statusCode, 502, failed.body);
      const [pending] = await refundRows(placed.uuid);
      assert.equal(pending!.status, 'pending');
      assert.equal(pending!.claimedUntil, null, 'no claim left: a retry may ask at once');
      assert.equal(await status(placed.uuid), 'new');
      // Unknown whether the money went: the order does not move on until a cancel settles it.
      assert.equal((await move(placed.uuid, 'send_to_supplier')).statusCode, 409);

      refundsOf.set('works');
      const retried = await cancel(placed.uuid);
      assert.equal(retried.statusCode, 200, retried.body);
      const rows = await refundRows(placed.uuid);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.uuid, pending!.uuid);
      assert.equal(rows[0]!.status, 'processing');
      const keys = refundsOf.calls
        .filter((call) => call.orderNumber === placed.number)
        .map((call) => call.idempotencyKey);
      assert.deepEqual(keys, [pending!.uuid, pending!.uuid]);
    });

    it('resolves a refund that a crash left pending: the provider answers its key once, nothing is paid twice', async () => {
      const placed = await placePaidOrder(app());
      const [payment] = await app()
        .db.select()
        .from(payments)
        .where(eq(payments.orderUuid, placed.uuid));
      // The API claimed the refund, the provider paid it, and the API died before recording it.
      const [claim] = await app()
        .db.insert(refunds)
        .values({
          orderUuid: placed.uuid,
          paymentUuid: payment!.uuid,
          amountCents: payment!.amountCents,
          status: 'pending',
          claimedUntil: new Date(Date.now() - 1000),
          actor: 'staff:crashed',
        })
        .returning();
      const paid = await refundsOf.base().refund({
        reference: payment!.providerReference!,
        amountCents: payment!.amountCents,
        orderNumber: placed.number,
        idempotencyKey: claim!.uuid,
      });
      // A second claim for the same payment is refused by the database itself.
      await assert.rejects(
        app().db.insert(refunds).values({
          orderUuid: placed.uuid,
          paymentUuid: payment!.uuid,
          amountCents: payment!.amountCents,
          status: 'pending',
          actor: 'staff:other',
        }),
      );

      const retried = await cancel(placed.uuid);
      assert.equal(retried.statusCode, 200, retried.body);
      assert.equal(retried.json().status, 'canceled');
      const rows = await refundRows(placed.uuid);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.status, 'processing');
      assert.equal(rows[0]!.providerReference, paid.reference, 'the same refund, not a second');
    });

    it('refuses a cancel while another one’s claim has not run out', async () => {
      const placed = await placePaidOrder(app());
      const [payment] = await app()
        .db.select()
        .from(payments)
        .where(eq(payments.orderUuid, placed.uuid));
      await app()
        .db.insert(refunds)
        .values({
          orderUuid: placed.uuid,
          paymentUuid: payment!.uuid,
          amountCents: payment!.amountCents,
          status: 'pending',
          claimedUntil: new Date(Date.now() + 60_000),
          actor: 'staff:busy',
        });
      const calls = refundsOf.calls.length;
      const refused = await cancel(placed.uuid);
      assert.equal(refused.statusCode, 409, refused.body);
      assert.equal(refundsOf.calls.length, calls);
      assert.equal(await status(placed.uuid), 'new');
    });
  });
}
