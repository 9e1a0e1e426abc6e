import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { refunds } from '../../../src/db/schema';
import { placePaidOrder, staffHeaders } from '../../helpers/back-office';
import { build, dbTargets } from '../../helpers/build';
import { listen, subscribe } from '../../helpers/hub';
import { deliverWebhook, mollieStandin, settleAtMollie } from '../../helpers/mollie';
import { nextAddress } from '../../helpers/oauth';
import { mollieCalls, mollieShopper } from './shopper';

/**
 * A refund Mollie accepted is paid out later, or fails (ADR 0052): Mollie calls the payment's
 * webhook when it changes, and the API reads the payment's refunds and follows them to refunded
 * or failed, once, telling the order's screens over the hub.
 */
for (const target of dbTargets()) {
  describe(`refunds followed through Mollie's webhook on ${target.name}`, () => {
    const app = build(target);
    const shopper = mollieShopper(app);

    /** A paid guest order staff canceled: its refund accepted by Mollie, being paid out. */
    async function refundedOrder() {
      const placed = await placePaidOrder(app(), { slug: 'geurkaars' });
      const canceled = await app().inject({
        method: 'POST',
        url: `/back-office/orders/${placed.uuid}/cancel`,
        headers: await staffHeaders(app()),
        payload: { reason: 'Klant belde af' },
      });
      assert.equal(canceled.statusCode, 200, canceled.body);
      const [refund] = await refundsOf(placed.uuid);
      assert.equal(refund!.status, 'processing');
      const [payment] = await shopper.paymentsOf(placed.uuid);
      return { ...placed, refund: refund!, paymentId: payment!.providerReference! };
    }
    const refundsOf = (orderUuid: string) =>
      app().db.select().from(refunds).where(eq(refunds.orderUuid, orderUuid));
    const staffView = async (uuid: string) =>
      (
        await app().inject({
          url: `/back-office/orders/${uuid}`,
          headers: await staffHeaders(app()),
        })
      ).json();
    /** The order's topic on the hub, as the guest's confirmation page follows it. */
    async function orderStream(uuid: string, secret: string) {
      const token = await app().inject({
        method: 'POST',
        url: `/order/orders/${uuid}/hub-token`,
        remoteAddress: nextAddress(),
        headers: { 'x-order-secret': secret },
      });
      return subscribe(await listen(app()), {
        topics: [`/api/order/orders/${uuid}`],
        token: token.json().token,
      });
    }

    it('follows a refund to refunded when Mollie calls, tells the order’s screens once, and changes nothing more on a repeated call', async () => {
      const order = await refundedOrder();
      const stream = await orderStream(order.uuid, order.secret!);
      try {
        const call = await settleAtMollie(
          order.paymentId,
          { refund: order.refund.providerReference! },
          'refunded',
        );
        // Mollie called the payment's webhook (which goes nowhere here): we deliver it.
        assert.equal(call.about, `refund ${order.refund.providerReference} refunded`);
        const from = (await mollieStandin()).requests.length;
        assert.equal((await deliverWebhook(app(), order.paymentId)).statusCode, 200);
        const [refund] = await refundsOf(order.uuid);
        assert.equal(refund!.status, 'completed');
        // The payment, then its refunds, read from Mollie.
        assert.deepEqual(
          (await mollieCalls('GET', new RegExp(`^/v2/payments/${order.paymentId}`), from)).map(
            (asked) => asked.path.replace(/\?.*/, ''),
          ),
          [`/v2/payments/${order.paymentId}`, `/v2/payments/${order.paymentId}/refunds`],
        );
        const told = await stream.next((event) => JSON.parse(event.data).uuid === order.uuid);
        assert.equal(JSON.parse(told.data).status, 'canceled');
        const heard = stream.events.length;

        for (let i = 0; i < 2; i += 1)
          assert.equal((await deliverWebhook(app(), order.paymentId)).statusCode, 200);
        assert.deepEqual(await refundsOf(order.uuid), [refund]);
        // Settled here: Mollie is not asked for the refunds again.
        assert.equal(
          (await mollieCalls('GET', /\/refunds/, from)).length,
          1,
          'the refunds read once',
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        assert.equal(stream.events.length, heard, 'nothing more told');
        assert.deepEqual(
          (await staffView(order.uuid)).refunds.map((r: { status: string }) => r.status),
          ['completed'],
        );
      } finally {
        stream.close();
      }
    });

    it('follows a refund that fails at Mollie to failed, for staff to see; the order stays canceled', async () => {
      const order = await refundedOrder();
      const path = { refund: order.refund.providerReference! };
      // Processing at Mollie: still on its way here.
      await settleAtMollie(order.paymentId, path, 'processing');
      assert.equal((await deliverWebhook(app(), order.paymentId)).statusCode, 200);
      assert.equal((await refundsOf(order.uuid))[0]!.status, 'processing');
      await settleAtMollie(order.paymentId, path, 'failed');
      assert.equal((await deliverWebhook(app(), order.paymentId)).statusCode, 200);
      const view = await staffView(order.uuid);
      assert.deepEqual(
        view.refunds.map((r: { kind: string; status: string }) => [r.kind, r.status]),
        [['refund', 'failed']],
      );
      assert.equal(view.status, 'canceled');
      assert.equal((await deliverWebhook(app(), order.paymentId)).statusCode, 200);
      assert.equal((await refundsOf(order.uuid))[0]!.status, 'failed');
    });
  });
}
