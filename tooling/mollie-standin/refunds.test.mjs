// The Refunds API: pending, then refunded or failed with a call of the payment's webhook;
// refused for an unpaid payment or too large an amount.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  cardToken,
  chooseAtCheckout,
  control,
  eventually,
  rivertyPayment,
  standInWithClient,
  webhookReceiver,
} from './test-support.mjs';

describe('refunds on the Mollie stand-in', () => {
  let standIn;
  let mollie;
  let webhook;
  const paidPayment = async (client = mollie, stand = standIn) => {
    const { token } = await cardToken(stand, '4111111111111111');
    return client.payments.create({
      amount: { currency: 'EUR', value: '50.00' },
      description: 'Bestelling 2001',
      redirectUrl: 'https://shop.test/betaling/2001',
      webhookUrl: webhook.url,
      method: 'creditcard',
      cardToken: token,
    });
  };
  const webhooksFor = (id) =>
    webhook.received.filter((call) => call.body === new URLSearchParams({ id }).toString());
  const refund = (paymentId, value, extra = {}) =>
    mollie.paymentRefunds.create({
      paymentId,
      amount: { currency: 'EUR', value },
      description: 'Terugbetaling 2001',
      metadata: { orderNumber: '2001' },
      ...extra,
    });
  before(async () => {
    webhook = await webhookReceiver();
    // Held: the tests move each refund themselves, through the controls.
    ({ standIn, mollie } = await standInWithClient({ refundSettleMs: null }));
  });
  after(async () => {
    await standIn.close();
    await webhook.close();
  });

  it('makes a pending refund that a test moves to refunded, calling the payment’s webhook', async () => {
    const payment = await paidPayment();
    const made = await refund(payment.id, '20.00');
    assert.match(made.id, /^re_/);
    assert.equal(made.resource, 'refund');
    assert.equal(made.status, 'pending');
    assert.equal(made.paymentId, payment.id);
    assert.deepEqual(made.metadata, { orderNumber: '2001' });
    const before = webhooksFor(payment.id).length;
    const moved = await control(standIn, `payments/${payment.id}/refunds/${made.id}`, {
      status: 'refunded',
    });
    assert.equal(moved.status, 200);
    assert.equal(webhooksFor(payment.id).length, before + 1, 'the webhook was called');
    assert.equal(
      standIn.payments.get(payment.id).webhookCalls.at(-1).about,
      `refund ${made.id} refunded`,
    );
    const read = await mollie.paymentRefunds.get(made.id, { paymentId: payment.id });
    assert.equal(read.status, 'refunded');
    const after = await mollie.payments.get(payment.id);
    assert.deepEqual(after.amountRefunded, { currency: 'EUR', value: '20.00' });
    assert.deepEqual(after.amountRemaining, { currency: 'EUR', value: '30.00' });
    assert.ok(after.hasRefunds());
    const page = await mollie.paymentRefunds.page({ paymentId: payment.id });
    assert.deepEqual(
      page.map((r) => r.id),
      [made.id],
    );
  });

  it('follows a refund through processing to failed, and gives its money back to what remains', async () => {
    const payment = await paidPayment();
    const made = await refund(payment.id, '50.00');
    const path = `payments/${payment.id}/refunds/${made.id}`;
    assert.equal((await control(standIn, path, { status: 'processing' })).status, 200);
    assert.equal(
      (await mollie.paymentRefunds.get(made.id, { paymentId: payment.id })).status,
      'processing',
    );
    const before = webhooksFor(payment.id).length;
    assert.equal((await control(standIn, path, { status: 'failed' })).status, 200);
    assert.equal(webhooksFor(payment.id).length, before + 1);
    const read = await mollie.payments.get(payment.id);
    assert.deepEqual(read.amountRemaining, { currency: 'EUR', value: '50.00' });
    // Final: it moves no more, and the control says why.
    const again = await control(standIn, path, { status: 'refunded' });
    assert.equal(again.status, 409);
    assert.equal((await control(standIn, path, { status: 'queued' })).status, 400);
  });

  it('refunds by itself after refundSettleMs and calls the webhook; a slower one is still pending', async () => {
    const quick = await standInWithClient({ refundSettleMs: 20 });
    const slow = await standInWithClient({ refundSettleMs: 60_000 });
    try {
      const settled = await paidPayment(quick.mollie, quick.standIn);
      // A card paid at once called the webhook already.
      await eventually(() => webhooksFor(settled.id).length === 1);
      const made = await quick.mollie.paymentRefunds.create({
        paymentId: settled.id,
        amount: { currency: 'EUR', value: '10.00' },
      });
      assert.equal(made.status, 'pending');
      await eventually(() => webhooksFor(settled.id).length === 2);
      const read = await quick.mollie.paymentRefunds.get(made.id, { paymentId: settled.id });
      assert.equal(read.status, 'refunded');

      const waiting = await paidPayment(slow.mollie, slow.standIn);
      const held = await slow.mollie.paymentRefunds.create({
        paymentId: waiting.id,
        amount: { currency: 'EUR', value: '10.00' },
      });
      const still = await slow.mollie.paymentRefunds.get(held.id, { paymentId: waiting.id });
      assert.equal(still.status, 'pending');
    } finally {
      await quick.standIn.close();
      await slow.standIn.close();
    }
  });

  it('refuses to refund an authorization nothing was taken from yet', async () => {
    const payment = await mollie.payments.create(rivertyPayment('30.00'));
    await chooseAtCheckout(standIn, payment.id, 'authorized');
    const error = await refund(payment.id, '30.00').catch((e) => e);
    assert.equal(error.statusCode, 422);
    assert.match(error.message, /authorized, so it cannot be refunded/);
  });

  it('refuses more than remains, and a payment that is not paid', async () => {
    const payment = await paidPayment();
    await refund(payment.id, '40.00');
    const tooMuch = await refund(payment.id, '10.01').catch((error) => error);
    assert.equal(tooMuch.statusCode, 422);
    assert.equal(tooMuch.field, 'amount');
    const open = await mollie.payments.create({
      amount: { currency: 'EUR', value: '10.00' },
      description: 'Open',
      redirectUrl: 'https://shop.test/betaling/2003',
      method: 'ideal',
    });
    const notPaid = await refund(open.id, '10.00').catch((error) => error);
    assert.equal(notPaid.statusCode, 422);
  });

  it('answers the same refund again for the same idempotency key', async () => {
    const payment = await paidPayment();
    const first = await refund(payment.id, '5.00', { idempotencyKey: 'refund-2001-1' });
    const second = await refund(payment.id, '5.00', { idempotencyKey: 'refund-2001-1' });
    assert.equal(second.id, first.id);
    const read = await mollie.payments.get(payment.id);
    assert.deepEqual(read.amountRefunded, { currency: 'EUR', value: '5.00' });
  });

  it('refuses every refund while the refundRefused fault is on', async () => {
    const payment = await paidPayment();
    standIn.faults.refundRefused = true;
    try {
      const error = await refund(payment.id, '1.00').catch((e) => e);
      assert.equal(error.statusCode, 422);
      assert.equal(error.message, 'The refund could not be processed');
    } finally {
      delete standIn.faults.refundRefused;
    }
  });
});
