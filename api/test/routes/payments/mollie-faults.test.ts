import { afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { refunds } from '../../../src/db/schema';
import type { MollieSettings } from '../../../src/domain/payment/mollie-provider';
import { placePaidOrder, staffHeaders } from '../../helpers/back-office';
import { build, dbTargets } from '../../helpers/build';
import { cardToken, deliverWebhook, mollieSettings, mollieStandin } from '../../helpers/mollie';
import { clearFaults, mollieCalls, mollieShopper } from './shopper';

/** The API gives Mollie this long (the spec's 20 s, shortened for the test). */
const TIMEOUT_MS = 1_000;

/** Waits until `find` answers something, for at most `ms`. */
async function eventually<T>(find: () => T | undefined, ms: number): Promise<T> {
  for (const start = Date.now(); Date.now() - start < ms;) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing after ${ms} ms`);
}

/** Mollie down, slow or refusing (ADR 0052): the shopper keeps the cart, nothing is paid twice. */
for (const target of dbTargets()) {
  describe(`Mollie down, slow or refusing on ${target.name}`, () => {
    let mollie: MollieSettings;
    before(async () => {
      mollie = await mollieSettings({ timeoutMs: TIMEOUT_MS });
    });
    const app = build(target, () => ({ payments: { mollie } }));
    const shopper = mollieShopper(app);
    afterEach(clearFaults);
    const cancelAsStaff = async (uuid: string) =>
      app().inject({
        method: 'POST',
        url: `/back-office/orders/${uuid}/cancel`,
        headers: await staffHeaders(app()),
        payload: { reason: 'Klant belde af' },
      });
    const refundsOf = (orderUuid: string) =>
      app().db.select().from(refunds).where(eq(refunds.orderUuid, orderUuid));

    it('Mollie down when the order is placed: 503, the order canceled, and the same cart orders again', async () => {
      const stock = await shopper.candleStock();
      const cart = await shopper.filledCart();
      const email = 'mollie-plat@example.nl';
      // retryAfterSeconds 0: the client's three tries run at once instead of 2 s apart.
      Object.assign((await mollieStandin()).faults, { down: true, retryAfterSeconds: 0 });
      const down = await shopper.place(
        cart,
        { method: 'creditcard', cardToken: await cardToken() },
        { email },
      );
      assert.equal(down.statusCode, 503, down.body);
      assert.equal(
        down.json()['hydra:description'],
        'Payments cannot be made right now. Your cart is kept: please try again in a few minutes.',
      );
      const canceled = await shopper.lastOrderOf(email);
      assert.deepEqual([canceled.status, canceled.cartUuid], ['canceled', null]);
      assert.equal(await shopper.candleStock(), stock);
      await clearFaults();
      const again = await shopper.place(
        cart,
        { method: 'creditcard', cardToken: await cardToken() },
        { email },
      );
      assert.equal(again.statusCode, 201, again.body);
      assert.equal(again.json().status, 'new');
      assert.notEqual(again.json().uuid, canceled.uuid);
    });

    it('Mollie too slow: 504, the order canceled; its late payment is found by the attempt and paid back once', async () => {
      const stock = await shopper.candleStock();
      const cart = await shopper.filledCart();
      const email = 'mollie-traag@example.nl';
      const standin = await mollieStandin();
      standin.faults.delayMs = TIMEOUT_MS * 2;
      const slow = await shopper.place(
        cart,
        { method: 'creditcard', cardToken: await cardToken() },
        { email },
      );
      assert.equal(slow.statusCode, 504, slow.body);
      assert.equal(
        slow.json()['hydra:description'],
        'The payment service did not answer in time. Your cart is kept and nothing was paid: please try again.',
      );
      const canceled = await shopper.lastOrderOf(email);
      assert.equal(canceled.status, 'canceled');
      assert.equal(await shopper.candleStock(), stock);
      const [attempt] = await shopper.paymentsOf(canceled.uuid);
      assert.deepEqual([attempt!.status, attempt!.providerReference], ['failed', null]);

      // Mollie took the card all the same, after the API had given up.
      const late = await eventually(
        () =>
          [...standin.payments.values()].find(
            (payment) =>
              (payment.metadata as { paymentUuid?: string })?.paymentUuid === attempt!.uuid,
          ),
        TIMEOUT_MS * 5,
      );
      assert.equal(late.status, 'paid');
      await clearFaults();
      const before = standin.requests.length;
      for (let i = 0; i < 2; i += 1)
        assert.equal((await deliverWebhook(app(), late.id)).statusCode, 200);
      const paidBack = await refundsOf(canceled.uuid);
      assert.deepEqual(
        paidBack.map((refund) => [refund.status, refund.amountCents]),
        [['processing', canceled.total.incl_vat]],
      );
      const asked = await mollieCalls(
        'POST',
        new RegExp(`^/v2/payments/${late.id}/refunds$`),
        before,
      );
      assert.equal(asked.length, 1, 'refunded once');
      assert.equal(asked[0]!.headers['idempotency-key'], paidBack[0]!.uuid);
      assert.equal((await shopper.order(canceled.uuid)).status, 'canceled');
      const [settled] = await shopper.paymentsOf(canceled.uuid);
      assert.equal(settled!.providerReference, late.id);
      // The cart was free all along.
      const again = await shopper.place(cart, {
        method: 'creditcard',
        cardToken: await cardToken(),
      });
      assert.equal(again.statusCode, 201, again.body);
    });

    it('staff cancel a paid order: Mollie refunds the total, asked with the refund’s own key', async () => {
      const placed = await placePaidOrder(app(), { slug: 'geurkaars' });
      const [payment] = await shopper.paymentsOf(placed.uuid);
      const before = (await mollieStandin()).requests.length;
      const canceled = await cancelAsStaff(placed.uuid);
      assert.equal(canceled.statusCode, 200, canceled.body);
      const [refund] = await refundsOf(placed.uuid);
      const [asked] = await mollieCalls(
        'POST',
        new RegExp(`^/v2/payments/${payment!.providerReference}/refunds$`),
        before,
      );
      assert.deepEqual((asked!.body as { amount: unknown }).amount, {
        currency: 'EUR',
        value: (payment!.amountCents / 100).toFixed(2),
      });
      assert.equal(asked!.headers['idempotency-key'], refund!.uuid);
      assert.equal(refund!.status, 'processing');
      assert.match(refund!.providerReference!, /^re_/);
    });

    it('a refund Mollie refuses is shown as refused, and the order stays as it was', async () => {
      const placed = await placePaidOrder(app(), { slug: 'geurkaars' });
      (await mollieStandin()).faults.refundRefused = true;
      const refused = await cancelAsStaff(placed.uuid);
      assert.equal(refused.statusCode, 502, refused.body);
      assert.deepEqual(
        (await refundsOf(placed.uuid)).map((refund) => refund.status),
        ['failed'],
      );
      assert.equal((await shopper.order(placed.uuid)).status, 'new');
    });
  });
}
