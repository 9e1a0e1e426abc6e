import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../../helpers/build';
import { placePaidOrder, staffHeaders } from '../../helpers/back-office';
import { productVariations, refunds } from '../../../src/db/schema';
import { testPaymentProvider } from '../../../src/domain/payment/test-provider';
import type { PaymentProvider } from '../../../src/domain/payment/payment-provider';

type Headers = Record<string, string>;

/** The test provider, whose refunds can be made to fail. */
const base = testPaymentProvider({ webhookSecret: 'x'.repeat(32), pageUrl: 'http://x/pay' });
let refundsWork = true;
const provider: PaymentProvider = {
  ...base,
  refund: async (request) =>
    refundsWork ? base.refund(request) : { outcome: 'failed', reference: null },
};

for (const target of dbTargets()) {
  describe(`canceling with a refund on ${target.name}`, () => {
    const app = build(target, { payments: { provider } });
    let staff: Headers | undefined;
    const asStaff = async () => (staff ??= await staffHeaders(app()));
    const cancel = async (uuid: string) =>
      app().inject({
        method: 'POST',
        url: `/back-office/orders/${uuid}/cancel`,
        headers: await asStaff(),
        payload: { reason: 'De klant belde: verkeerde datum' },
      });
    const stock = async () =>
      (
        await app()
          .db.select({ stock: productVariations.stock })
          .from(productVariations)
          .where(eq(productVariations.sku, 'geurkaars-s'))
      )[0]!.stock!;

    it('refunds the payment through the provider, gives the stock back once and records it all', async () => {
      const before = await stock();
      const placed = await placePaidOrder(app(), { slug: 'geurkaars' });
      assert.equal(await stock(), before - 1);
      const canceled = await cancel(placed.uuid);
      assert.equal(canceled.statusCode, 200, canceled.body);
      const order = canceled.json();
      assert.equal(order.status, 'canceled');
      assert.equal(order.refunds.length, 1);
      assert.equal(order.refunds[0].status, 'completed');
      assert.equal(order.refunds[0].amount, order.total.incl_vat);
      const step = order.history.at(-1);
      assert.equal(step.transition, 'cancel');
      assert.match(step.actor, /^staff:/);
      assert.equal(step.note, 'De klant belde: verkeerde datum');
      assert.equal(await stock(), before);
      // Once: a second cancel is refused, refunds nothing and gives no stock back again.
      const again = await cancel(placed.uuid);
      assert.equal(again.statusCode, 409);
      assert.equal(again.json()['hydra:description'], 'An order that is canceled cannot cancel');
      const rows = await app().db.select().from(refunds).where(eq(refunds.orderUuid, placed.uuid));
      assert.equal(rows.length, 1);
      assert.match(rows[0]!.providerReference!, /^rfd_/);
      assert.equal(await stock(), before);
    });

    it('keeps the order when the provider refuses the refund, and refunds once on a retry', async () => {
      const placed = await placePaidOrder(app(), { slug: 'geurkaars' });
      const held = await stock();
      refundsWork = false;
      try {
        const refused = await cancel(placed.uuid);
        assert.equal(refused.statusCode, 502);
      } finally {
        refundsWork = true;
      }
      const open = await app().inject({
        method: 'GET',
        url: `/back-office/orders/${placed.uuid}`,
        headers: await asStaff(),
      });
      assert.equal(open.json().status, 'new');
      assert.deepEqual(
        open.json().refunds.map((refund: { status: string }) => refund.status),
        ['failed'],
      );
      assert.equal(await stock(), held);
      const retried = await cancel(placed.uuid);
      assert.equal(retried.statusCode, 200, retried.body);
      assert.deepEqual(
        retried.json().refunds.map((refund: { status: string }) => refund.status),
        ['failed', 'completed'],
      );
      assert.equal(await stock(), held + 1);
    });

    it('refuses to cancel what the florist has already taken on', async () => {
      const placed = await placePaidOrder(app());
      for (const transition of ['send_to_supplier', 'assign'])
        assert.equal(
          (
            await app().inject({
              method: 'POST',
              url: `/back-office/orders/${placed.uuid}/transitions`,
              headers: await asStaff(),
              payload: { transition },
            })
          ).statusCode,
          200,
        );
      const refused = await cancel(placed.uuid);
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json()['hydra:description'], 'An order that is assigned cannot cancel');
      const rows = await app().db.select().from(refunds).where(eq(refunds.orderUuid, placed.uuid));
      assert.equal(rows.length, 0);
    });
  });
}
