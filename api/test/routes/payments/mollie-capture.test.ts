import { afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { createMollieClient } from '@mollie/api-client';
import { captures, refunds } from '../../../src/db/schema';
import type { MollieSettings } from '../../../src/domain/payment/mollie-provider';
import { retryUnansweredCaptures } from '../../../src/plugins/app/orders/back-office/capture-claims';
import { staffHeaders } from '../../helpers/back-office';
import { build, dbTargets } from '../../helpers/build';
import {
  deliverWebhook,
  mollieSettings,
  mollieStandin,
  payAtMollie,
  paymentIdOf,
  settleAtMollie,
} from '../../helpers/mollie';
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

/**
 * Riverty (the spec's AfterPay) at Mollie (ADR 0052): the payment is authorized, its money taken
 * when staff ship the order (a capture), its hold let go when staff cancel it before.
 */
for (const target of dbTargets()) {
  describe(`Riverty's money taken at shipment through Mollie on ${target.name}`, () => {
    let mollie: MollieSettings;
    before(async () => {
      mollie = await mollieSettings({ timeoutMs: TIMEOUT_MS });
    });
    const app = build(target, () => ({ payments: { mollie } }));
    const shopper = mollieShopper(app);
    afterEach(clearFaults);
    let staff: Record<string, string> | undefined;
    const asStaff = async () => (staff ??= await staffHeaders(app()));
    const move = async (uuid: string, transition: string) =>
      app().inject({
        method: 'POST',
        url: `/back-office/orders/${uuid}/transitions`,
        headers: await asStaff(),
        payload: { transition },
      });
    const cancel = async (uuid: string) =>
      app().inject({
        method: 'POST',
        url: `/back-office/orders/${uuid}/cancel`,
        headers: await asStaff(),
        payload: { reason: 'Klant belde af' },
      });
    const capturesOf = (orderUuid: string) =>
      app().db.select().from(captures).where(eq(captures.orderUuid, orderUuid));
    const retry = () =>
      retryUnansweredCaptures(app().db, app().settings.paymentProvider, app().log);

    /** A Riverty order the buyer authorized at Mollie's page, new; made and ready to ship. */
    async function authorizedOrder(ready = true) {
      const placed = await shopper.place(await shopper.filledCart(), {
        method: 'afterpay',
        acceptTerms: true,
      });
      assert.equal(placed.statusCode, 201, placed.body);
      const order = placed.json();
      const id = paymentIdOf(order.payment_redirect_url);
      await payAtMollie(order.payment_redirect_url, 'authorized');
      assert.equal((await deliverWebhook(app(), id)).statusCode, 200);
      const [payment] = await shopper.paymentsOf(order.uuid);
      assert.equal(payment!.status, 'authorized');
      assert.equal((await shopper.order(order.uuid)).status, 'new');
      if (ready)
        for (const step of ['send_to_supplier', 'process'])
          assert.equal((await move(order.uuid, step)).statusCode, 200);
      return { uuid: order.uuid as string, id, total: order.total.incl_vat as number };
    }
    const captureCalls = async (id: string, from = 0) =>
      mollieCalls('POST', new RegExp(`^/v2/payments/${id}/captures$`), from);

    it('ships: Mollie captures the whole amount once, asked with the capture’s own key, however often shipping is tried', async () => {
      const { uuid, id, total } = await authorizedOrder();
      const from = (await mollieStandin()).requests.length;
      const shipped = await move(uuid, 'ship');
      assert.equal(shipped.statusCode, 200, shipped.body);
      assert.equal(shipped.json().status, 'sent');
      assert.deepEqual(
        shipped
          .json()
          .captures.map((c: { amount: number; status: string }) => [c.amount, c.status]),
        [[total, 'processing']],
      );
      const [row] = await capturesOf(uuid);
      const [asked] = await captureCalls(id, from);
      assert.deepEqual((asked!.body as { amount: unknown }).amount, {
        currency: 'EUR',
        value: (total / 100).toFixed(2),
      });
      assert.equal(asked!.headers['idempotency-key'], row!.uuid);
      assert.match(row!.providerReference!, /^cpt_/);

      // Shipping again is refused, and nothing asks Mollie again.
      assert.equal((await move(uuid, 'ship')).statusCode, 409);
      assert.equal(await retry(), 0);
      assert.equal((await captureCalls(id, from)).length, 1, 'captured once');
      assert.equal((await mollieStandin()).payments.get(id)!.captures.length, 1);
      // Authorized until Mollie says the money is taken.
      assert.equal((await shopper.paymentsOf(uuid))[0]!.status, 'authorized');
    });

    it('follows the capture to taken when Mollie calls the webhook; a repeated call changes nothing more', async () => {
      const { uuid, id } = await authorizedOrder();
      assert.equal((await move(uuid, 'ship')).statusCode, 200);
      const [row] = await capturesOf(uuid);
      const call = await settleAtMollie(id, { capture: row!.providerReference! }, 'succeeded');
      assert.equal(call.about, `capture ${row!.providerReference} succeeded`);
      const from = (await mollieStandin()).requests.length;
      assert.equal((await deliverWebhook(app(), id)).statusCode, 200);
      const [taken] = await capturesOf(uuid);
      assert.equal(taken!.status, 'completed');
      assert.equal((await shopper.paymentsOf(uuid))[0]!.status, 'completed');
      // The webhook read the payment and its captures from Mollie.
      assert.equal(
        (await mollieCalls('GET', new RegExp(`^/v2/payments/${id}/captures`), from)).length,
        1,
      );
      for (let i = 0; i < 2; i += 1)
        assert.equal((await deliverWebhook(app(), id)).statusCode, 200);
      const [again] = await capturesOf(uuid);
      assert.deepEqual(again, taken);
      assert.equal((await shopper.order(uuid)).status, 'sent');
      const detail = await app().inject({
        url: `/back-office/orders/${uuid}`,
        headers: await asStaff(),
      });
      assert.equal(detail.json().captures[0].status, 'completed');
    });

    it('shows staff a capture Mollie refuses, in the ship’s answer and on the order; the order ships all the same', async () => {
      const { uuid, id } = await authorizedOrder();
      (await mollieStandin()).faults.captureRefused = true;
      const shipped = await move(uuid, 'ship');
      assert.equal(shipped.statusCode, 200, shipped.body);
      assert.equal(shipped.json().status, 'sent');
      assert.deepEqual(
        shipped.json().captures.map((c: { status: string }) => c.status),
        ['failed'],
      );
      await clearFaults();
      const detail = await app().inject({
        url: `/back-office/orders/${uuid}`,
        headers: await asStaff(),
      });
      assert.deepEqual(
        detail.json().captures.map((c: { status: string }) => c.status),
        ['failed'],
      );
      // Refused is an answer: nothing asks again by itself.
      assert.equal(await retry(), 0);
      assert.equal((await mollieStandin()).payments.get(id)!.captures.length, 0);
    });

    it('shows a capture that fails later at Mollie as failed once the webhook calls', async () => {
      const { uuid, id } = await authorizedOrder();
      assert.equal((await move(uuid, 'ship')).statusCode, 200);
      const [row] = await capturesOf(uuid);
      await settleAtMollie(id, { capture: row!.providerReference! }, 'failed');
      assert.equal((await deliverWebhook(app(), id)).statusCode, 200);
      const detail = await app().inject({
        url: `/back-office/orders/${uuid}`,
        headers: await asStaff(),
      });
      assert.deepEqual(
        detail.json().captures.map((c: { status: string }) => c.status),
        ['failed'],
      );
      assert.equal((await shopper.paymentsOf(uuid))[0]!.status, 'authorized');
    });

    it('Mollie down when the order ships: the move stands, the capture waits and is asked again with its own key', async () => {
      const { uuid, id } = await authorizedOrder();
      const from = (await mollieStandin()).requests.length;
      Object.assign((await mollieStandin()).faults, { down: true, retryAfterSeconds: 0 });
      const shipped = await move(uuid, 'ship');
      assert.equal(shipped.statusCode, 200, shipped.body);
      assert.equal(shipped.json().status, 'sent');
      assert.deepEqual(
        shipped.json().captures.map((c: { status: string }) => c.status),
        ['pending'],
      );
      // Still down: still waiting.
      assert.equal(await retry(), 1);
      assert.equal((await capturesOf(uuid))[0]!.status, 'pending');
      await clearFaults();
      assert.equal(await retry(), 1);
      const [row] = await capturesOf(uuid);
      assert.equal(row!.status, 'processing');
      const keys = new Set((await captureCalls(id, from)).map((c) => c.headers['idempotency-key']));
      assert.deepEqual([...keys], [row!.uuid]);
      assert.equal((await mollieStandin()).payments.get(id)!.captures.length, 1);
      assert.equal(await retry(), 0);
    });

    it('Mollie too slow when the order ships: asked again with the same key, the money taken once', async () => {
      const { uuid, id } = await authorizedOrder();
      const standin = await mollieStandin();
      standin.faults.delayMs = TIMEOUT_MS * 2;
      const shipped = await move(uuid, 'ship');
      assert.equal(shipped.json().captures[0].status, 'pending');
      // Mollie made the capture all the same, after the API had given up.
      const late = await eventually(() => standin.payments.get(id)!.captures[0], TIMEOUT_MS * 5);
      await clearFaults();
      assert.equal(await retry(), 1);
      const [row] = await capturesOf(uuid);
      assert.deepEqual([row!.status, row!.providerReference], ['processing', late.id]);
      assert.equal(standin.payments.get(id)!.captures.length, 1, 'taken once');
    });

    it('staff cancel an authorized order: Mollie cancels the payment (its hold let go), nothing is refunded', async () => {
      const stock = await shopper.candleStock();
      const { uuid, id, total } = await authorizedOrder(false);
      const from = (await mollieStandin()).requests.length;
      const canceled = await cancel(uuid);
      assert.equal(canceled.statusCode, 200, canceled.body);
      assert.equal(canceled.json().status, 'canceled');
      assert.deepEqual(canceled.json().refunds, [
        { amount: total, kind: 'release', status: 'completed', at: canceled.json().refunds[0].at },
      ]);
      const [release] = await app().db.select().from(refunds).where(eq(refunds.orderUuid, uuid));
      const deletes = await mollieCalls('DELETE', new RegExp(`^/v2/payments/${id}$`), from);
      assert.equal(deletes.length, 1);
      assert.equal(deletes[0]!.headers['idempotency-key'], release!.uuid);
      assert.equal((await mollieCalls('POST', /\/refunds$/, from)).length, 0, 'no refund');
      assert.equal((await mollieStandin()).payments.get(id)!.status, 'canceled');
      assert.equal((await shopper.paymentsOf(uuid))[0]!.status, 'canceled');
      assert.equal(await shopper.candleStock(), stock);
      assert.equal((await cancel(uuid)).statusCode, 409);
      assert.equal((await mollieCalls('DELETE', /^\/v2\/payments\//, from)).length, 1);
      // Mollie's webhook for the canceled payment changes nothing more.
      assert.equal((await deliverWebhook(app(), id)).statusCode, 200);
      assert.equal((await shopper.order(uuid)).status, 'canceled');
    });

    it('a release Mollie refuses keeps the order, shown as refused; a hold gone at Mollie already counts as let go', async () => {
      const { uuid, id } = await authorizedOrder(false);
      const standin = await mollieStandin();
      Object.assign(standin.faults, { status: 422, path: `/v2/payments/${id}` });
      const refused = await cancel(uuid);
      assert.equal(refused.statusCode, 502, refused.body);
      assert.equal((await shopper.order(uuid)).status, 'new');
      const released = (
        await app().db.select().from(refunds).where(eq(refunds.orderUuid, uuid))
      ).map((row) => [row.kind, row.status]);
      assert.deepEqual(released, [['release', 'failed']]);
      assert.equal(standin.payments.get(id)!.status, 'authorized');

      // Let go at Mollie meanwhile (its dashboard): Mollie will not cancel it again, yet
      // nothing is held any more, so the cancel goes through.
      await cancelAtMollie(id);
      const retried = await cancel(uuid);
      assert.equal(retried.statusCode, 200, retried.body);
      assert.deepEqual(
        retried.json().refunds.map((r: { kind: string; status: string }) => [r.kind, r.status]),
        [
          ['release', 'failed'],
          ['release', 'completed'],
        ],
      );
    });
  });
}

/** The payment canceled at Mollie by someone else (the dashboard), through Mollie's client. */
async function cancelAtMollie(id: string) {
  const settings = await mollieSettings();
  const client = createMollieClient({ apiKey: settings.apiKey, apiEndpoint: settings.apiEndpoint });
  await client.payments.cancel(id);
  assert.equal((await mollieStandin()).payments.get(id)!.status, 'canceled');
}
