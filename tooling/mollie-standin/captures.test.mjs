// The Captures API and canceling an authorization: Riverty's money taken when the order ships,
// or let go when it is canceled (https://docs.mollie.com/reference/create-capture).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  chooseAtCheckout,
  control,
  eventually,
  rivertyPayment,
  standInWithClient,
  webhookReceiver,
} from './test-support.mjs';

describe('captures on the Mollie stand-in', () => {
  let standIn;
  let mollie;
  let webhook;
  /** A Riverty payment the shopper authorized on the test page. */
  const authorized = async (value = '60.00') => {
    const payment = await mollie.payments.create(
      rivertyPayment(value, { webhookUrl: webhook.url }),
    );
    await chooseAtCheckout(standIn, payment.id, 'authorized');
    return mollie.payments.get(payment.id);
  };
  const capture = (paymentId, extra = {}) =>
    mollie.paymentCaptures.create({
      paymentId,
      description: 'Bestelling 3001 verzonden',
      metadata: { orderNumber: '3001' },
      ...extra,
    });
  const webhooksFor = (id) =>
    webhook.received.filter((call) => call.body === new URLSearchParams({ id }).toString());

  before(async () => {
    webhook = await webhookReceiver();
    // Held: the tests settle each capture themselves, through the controls.
    ({ standIn, mollie } = await standInWithClient({ captureSettleMs: null }));
  });
  after(async () => {
    await standIn.close();
    await webhook.close();
  });

  it('authorizes a Riverty payment, to be captured before its captureBefore', async () => {
    const payment = await authorized();
    assert.equal(payment.status, 'authorized');
    assert.equal(payment.captureMode, 'manual');
    assert.ok(payment.authorizedAt);
    assert.ok(new Date(payment.captureBefore) > new Date(payment.authorizedAt));
    assert.equal(payment.isCancelable, true);
    assert.deepEqual(payment.amountCaptured, { currency: 'EUR', value: '0.00' });
  });

  it('captures the amount asked for: pending, then succeeded; the payment paid and its webhook called', async () => {
    const payment = await authorized();
    const made = await capture(payment.id, { amount: { currency: 'EUR', value: '60.00' } });
    assert.match(made.id, /^cpt_/);
    assert.equal(made.resource, 'capture');
    assert.equal(made.status, 'pending');
    assert.equal(made.paymentId, payment.id);
    assert.deepEqual(made.amount, { currency: 'EUR', value: '60.00' });
    assert.deepEqual(made.metadata, { orderNumber: '3001' });
    const before = webhooksFor(payment.id).length;
    const settled = await control(standIn, `payments/${payment.id}/captures/${made.id}`, {
      status: 'succeeded',
    });
    assert.equal(settled.status, 200);
    assert.equal((await settled.json()).status, 'succeeded');
    assert.equal(webhooksFor(payment.id).length, before + 1, 'the webhook was called');
    const paid = await mollie.payments.get(payment.id);
    assert.equal(paid.status, 'paid');
    assert.deepEqual(paid.amountCaptured, { currency: 'EUR', value: '60.00' });
    assert.deepEqual(paid.amountRemaining, { currency: 'EUR', value: '60.00' });
    assert.equal(paid.isCancelable, false);
    const read = await mollie.paymentCaptures.get(made.id, { paymentId: payment.id });
    assert.equal(read.status, 'succeeded');
    const page = await mollie.paymentCaptures.page({ paymentId: payment.id });
    assert.deepEqual(
      page.map((c) => c.id),
      [made.id],
    );
    // Settled once: it does not move again.
    const again = await control(standIn, `payments/${payment.id}/captures/${made.id}`, {
      status: 'failed',
    });
    assert.equal(again.status, 409);
  });

  it('leaves the payment authorized when the capture fails, and calls the webhook', async () => {
    const payment = await authorized();
    const made = await capture(payment.id);
    // No amount: the whole authorization.
    assert.deepEqual(made.amount, { currency: 'EUR', value: '60.00' });
    const before = webhooksFor(payment.id).length;
    await control(standIn, `payments/${payment.id}/captures/${made.id}`, { status: 'failed' });
    assert.equal(webhooksFor(payment.id).length, before + 1);
    const read = await mollie.payments.get(payment.id);
    assert.equal(read.status, 'authorized');
    assert.equal(
      (await mollie.paymentCaptures.get(made.id, { paymentId: payment.id })).status,
      'failed',
    );
  });

  it('settles a capture by itself after captureSettleMs and calls the webhook', async () => {
    const quick = await standInWithClient({ captureSettleMs: 20 });
    try {
      const payment = await quick.mollie.payments.create(
        rivertyPayment('15.00', { webhookUrl: webhook.url }),
      );
      await chooseAtCheckout(quick.standIn, payment.id, 'authorized');
      const made = await quick.mollie.paymentCaptures.create({ paymentId: payment.id });
      assert.equal(made.status, 'pending');
      await eventually(() => quick.standIn.payments.get(payment.id).status === 'paid');
      await eventually(() => webhooksFor(payment.id).length === 2);
      assert.match(quick.standIn.payments.get(payment.id).webhookCalls.at(-1).about, /succeeded$/);
    } finally {
      await quick.standIn.close();
    }
  });

  it('refuses more than is left, a payment that is not authorized, and every capture while captureRefused is on', async () => {
    const payment = await authorized('20.00');
    const tooMuch = await capture(payment.id, {
      amount: { currency: 'EUR', value: '20.01' },
    }).catch((error) => error);
    assert.equal(tooMuch.statusCode, 422);
    assert.equal(tooMuch.field, 'amount');
    const open = await mollie.payments.create(rivertyPayment());
    const notAuthorized = await capture(open.id).catch((error) => error);
    assert.equal(notAuthorized.statusCode, 422);
    assert.match(notAuthorized.message, /open, so it cannot be captured/);
    standIn.faults.captureRefused = true;
    try {
      const refused = await capture(payment.id).catch((error) => error);
      assert.equal(refused.statusCode, 422);
      assert.equal(refused.message, 'The capture could not be processed');
    } finally {
      delete standIn.faults.captureRefused;
    }
    assert.equal(standIn.payments.get(payment.id).captures.length, 0);
  });

  it('answers the same capture again for the same idempotency key', async () => {
    const payment = await authorized();
    const first = await capture(payment.id, { idempotencyKey: 'capture-3001' });
    const second = await capture(payment.id, { idempotencyKey: 'capture-3001' });
    assert.equal(second.id, first.id);
    assert.equal(standIn.payments.get(payment.id).captures.length, 1);
  });

  it('answers an unknown capture with a 404', async () => {
    const payment = await authorized();
    const error = await mollie.paymentCaptures
      .get('cpt_unknown0000', { paymentId: payment.id })
      .catch((e) => e);
    assert.equal(error.statusCode, 404);
  });
});

describe('canceling an authorized payment on the Mollie stand-in', () => {
  let standIn;
  let mollie;
  before(async () => ({ standIn, mollie } = await standInWithClient({ captureSettleMs: null })));
  after(() => standIn.close());

  it('lets an authorization go: the payment canceled, no longer cancelable nor capturable', async () => {
    const payment = await mollie.payments.create(rivertyPayment());
    await chooseAtCheckout(standIn, payment.id, 'authorized');
    const canceled = await mollie.payments.cancel(payment.id, { idempotencyKey: 'release-3001' });
    assert.equal(canceled.status, 'canceled');
    assert.ok(canceled.canceledAt);
    assert.equal(canceled.isCancelable, false);
    const [call] = standIn.requests.filter((r) => r.method === 'DELETE');
    assert.equal(call.path, `/v2/payments/${payment.id}`);
    assert.equal(call.headers['idempotency-key'], 'release-3001');
    // The same key: the first answer again, not a refusal of a payment canceled already.
    const again = await mollie.payments.cancel(payment.id, { idempotencyKey: 'release-3001' });
    assert.equal(again.status, 'canceled');
    const refused = await mollie.payments.cancel(payment.id).catch((error) => error);
    assert.equal(refused.statusCode, 422);
    const notCapturable = await mollie.paymentCaptures
      .create({ paymentId: payment.id })
      .catch((error) => error);
    assert.equal(notCapturable.statusCode, 422);
  });

  it('refuses to cancel a paid payment, and an authorization a capture is taking', async () => {
    const payment = await mollie.payments.create(rivertyPayment());
    await chooseAtCheckout(standIn, payment.id, 'authorized');
    await mollie.paymentCaptures.create({ paymentId: payment.id });
    const capturing = await mollie.payments.cancel(payment.id).catch((error) => error);
    assert.equal(capturing.statusCode, 422);
    assert.equal(standIn.payments.get(payment.id).status, 'authorized');
  });

  it('asks Riverty for a manual capture, and takes one for cards but not for iDEAL', async () => {
    const automatic = await mollie.payments
      .create(rivertyPayment('60.00', { captureMode: undefined }))
      .catch((error) => error);
    assert.equal(automatic.statusCode, 422);
    assert.equal(automatic.field, 'captureMode');
    const ideal = await mollie.payments
      .create({ ...rivertyPayment(), method: 'ideal', billingAddress: undefined, lines: undefined })
      .catch((error) => error);
    assert.equal(ideal.field, 'captureMode');
    const card = await mollie.payments.create({
      ...rivertyPayment(),
      method: 'creditcard',
      lines: undefined,
    });
    assert.equal(card.captureMode, 'manual');
  });
});
