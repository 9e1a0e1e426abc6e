import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { MailMessage } from '../../../src/plugins/app/core/mailer';
import { build, dbTargets } from '../../helpers/build';
import { deliverWebhook, mollieStandin, payAtMollie, paymentIdOf } from '../../helpers/mollie';
import { clearFaults, mollieCalls, mollieShopper } from './shopper';

const ideal = { method: 'ideal', issuer: 'ideal_INGBNL2A' };

/**
 * Mollie's webhook (ADR 0052): it names a payment and nothing else; the API asks Mollie for the
 * payment and applies only Mollie's answer, once.
 */
for (const target of dbTargets()) {
  describe(`Mollie's webhook on ${target.name}`, () => {
    const mails: MailMessage[] = [];
    const app = build(target, {
      mail: { mailer: { send: async (mail) => void mails.push(mail) } },
    });
    const shopper = mollieShopper(app);
    afterEach(clearFaults);

    /** An order waiting at Mollie's page (iDEAL), with its Mollie payment id. */
    async function waitingOrder(email = 'anna@example.nl') {
      const cart = await shopper.filledCart();
      const placed = await shopper.place(cart, ideal, { email });
      assert.equal(placed.statusCode, 201, placed.body);
      const order = placed.json();
      assert.equal(order.status, 'payment-pending');
      return { cart, order, id: paymentIdOf(order.payment_redirect_url) };
    }
    const statusOf = async (uuid: string) => (await shopper.order(uuid)).status;

    it('asks Mollie about the payment it names: paid makes the order new and mails it once', async () => {
      const { order, id } = await waitingOrder('betaald@example.nl');
      const before = (await mollieStandin()).requests.length;
      // Still open at Mollie: the call changes nothing.
      assert.equal((await deliverWebhook(app(), id)).statusCode, 200);
      assert.equal(await statusOf(order.uuid), 'payment-pending');
      await payAtMollie(order.payment_redirect_url, 'paid');
      mails.length = 0;
      for (let i = 0; i < 3; i += 1) {
        const seen = await deliverWebhook(app(), id);
        assert.equal(seen.statusCode, 200, seen.body);
      }
      assert.equal(await statusOf(order.uuid), 'new');
      const toShopper = mails.filter((mail) => mail.to === 'betaald@example.nl');
      assert.equal(toShopper.length, 1, 'one confirmation, however often Mollie calls');
      assert.match(toShopper[0]!.subject, new RegExp(order.number));
      // Every call was answered by asking Mollie.
      assert.equal(
        (await mollieCalls('GET', new RegExp(`^/v2/payments/${id}$`), before)).length,
        4,
      );
      const [payment] = await shopper.paymentsOf(order.uuid);
      assert.deepEqual([payment!.status, payment!.details.bic], ['completed', 'INGBNL2A']);
    });

    it('believes only Mollie: a body that says more than the id changes nothing', async () => {
      const { order, id } = await waitingOrder();
      const forged = await app().inject({
        method: 'POST',
        url: '/payments/webhook/mollie',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id, status: 'paid', amount: '0.01' }).toString(),
      });
      assert.equal(forged.statusCode, 200);
      const asJson = await app().inject({
        method: 'POST',
        url: '/payments/webhook/mollie',
        payload: { id, status: 'paid' },
      });
      assert.equal(asJson.statusCode, 200);
      assert.equal(await statusOf(order.uuid), 'payment-pending');
    });

    it('answers 200 to an unknown or malformed id and changes nothing', async () => {
      const before = (await mollieStandin()).requests.length;
      for (const id of ['tr_unknownPayment1', 'not-a-payment', '', `tr_${'x'.repeat(90)}`]) {
        const seen = await deliverWebhook(app(), id);
        assert.equal(seen.statusCode, 200, `${id}: ${seen.body}`);
      }
      // Longer than any id: not even read.
      assert.equal((await deliverWebhook(app(), `tr_${'x'.repeat(200)}`)).statusCode, 400);
      const empty = await app().inject({
        method: 'POST',
        url: '/payments/webhook/mollie',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      assert.ok(empty.statusCode < 500, empty.body);
      // Only the well-formed id was asked about.
      assert.equal((await mollieCalls('GET', /^\/v2\/payments\//, before)).length, 1);
    });

    for (const outcome of ['failed', 'canceled', 'expired'] as const)
      it(`a payment ${outcome} at Mollie cancels the order, gives the stock back and frees the cart`, async () => {
        const stock = await shopper.candleStock();
        const { cart, order, id } = await waitingOrder();
        assert.equal(await shopper.candleStock(), stock - 1);
        await payAtMollie(order.payment_redirect_url, outcome);
        assert.equal((await deliverWebhook(app(), id)).statusCode, 200);
        const canceled = await shopper.order(order.uuid);
        assert.deepEqual([canceled.status, canceled.cartUuid], ['canceled', null]);
        assert.equal(await shopper.candleStock(), stock);
        const [payment] = await shopper.paymentsOf(order.uuid);
        assert.equal(payment!.status, outcome === 'failed' ? 'failed' : 'canceled');
        const again = await shopper.place(cart, ideal);
        assert.equal(again.statusCode, 201, again.body);
      });

    it('answers 503 while Mollie cannot be asked, so Mollie calls again; then settles', async () => {
      const { order, id } = await waitingOrder();
      await payAtMollie(order.payment_redirect_url, 'paid');
      // retryAfterSeconds 0: the client's three tries run at once instead of 2 s apart.
      Object.assign((await mollieStandin()).faults, { down: true, retryAfterSeconds: 0 });
      const down = await deliverWebhook(app(), id);
      assert.equal(down.statusCode, 503, down.body);
      assert.equal(await statusOf(order.uuid), 'payment-pending');
      await clearFaults();
      assert.equal((await deliverWebhook(app(), id)).statusCode, 200);
      assert.equal(await statusOf(order.uuid), 'new');
    });
  });
}
