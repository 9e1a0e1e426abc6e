// The Refunds API: pending, then refunded; refused for an unpaid payment or too large an amount.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cardToken, standInWithClient } from './test-support.mjs';

describe('refunds on the Mollie stand-in', () => {
  let standIn;
  let mollie;
  const paidPayment = async () => {
    const { token } = await cardToken(standIn, '4111111111111111');
    return mollie.payments.create({
      amount: { currency: 'EUR', value: '50.00' },
      description: 'Bestelling 2001',
      redirectUrl: 'https://shop.test/betaling/2001',
      method: 'creditcard',
      cardToken: token,
    });
  };
  const refund = (paymentId, value, extra = {}) =>
    mollie.paymentRefunds.create({
      paymentId,
      amount: { currency: 'EUR', value },
      description: 'Terugbetaling 2001',
      metadata: { orderNumber: '2001' },
      ...extra,
    });
  before(async () => ({ standIn, mollie } = await standInWithClient()));
  after(() => standIn.close());

  it('makes a pending refund that is refunded at the next read', async () => {
    const payment = await paidPayment();
    const made = await refund(payment.id, '20.00');
    assert.match(made.id, /^re_/);
    assert.equal(made.resource, 'refund');
    assert.equal(made.status, 'pending');
    assert.equal(made.paymentId, payment.id);
    assert.deepEqual(made.metadata, { orderNumber: '2001' });
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

  it('keeps a refund pending until refundSettleMs has passed', async () => {
    const slow = await standInWithClient({ refundSettleMs: 60_000 });
    try {
      const { token } = await cardToken(slow.standIn, '4111111111111111');
      const payment = await slow.mollie.payments.create({
        amount: { currency: 'EUR', value: '10.00' },
        description: 'Bestelling 2002',
        redirectUrl: 'https://shop.test/betaling/2002',
        method: 'creditcard',
        cardToken: token,
      });
      const made = await slow.mollie.paymentRefunds.create({
        paymentId: payment.id,
        amount: { currency: 'EUR', value: '10.00' },
      });
      const read = await slow.mollie.paymentRefunds.get(made.id, { paymentId: payment.id });
      assert.equal(read.status, 'pending');
    } finally {
      await slow.standIn.close();
    }
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
