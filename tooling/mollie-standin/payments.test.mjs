// The Payments API as the shop calls it through @mollie/api-client (ADR 0052).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MollieApiError } from '@mollie/api-client';
import { cardToken, idealPayment, standInWithClient } from './test-support.mjs';

const cardPayment = (token) => ({
  amount: { currency: 'EUR', value: '45.00' },
  description: 'Rozen, bestelling 1043',
  redirectUrl: 'https://shop.test/betaling/1043',
  method: 'creditcard',
  cardToken: token,
});

describe('payments on the Mollie stand-in', () => {
  let standIn;
  let mollie;
  before(async () => ({ standIn, mollie } = await standInWithClient()));
  after(() => standIn.close());

  it('opens an iDEAL payment with a bank and links the shopper to the test page', async () => {
    const payment = await mollie.payments.create(idealPayment);
    assert.match(payment.id, /^tr_[A-Za-z0-9]{10}$/);
    assert.equal(payment.resource, 'payment');
    assert.equal(payment.mode, 'test');
    assert.equal(payment.status, 'open');
    assert.deepEqual(payment.amount, { currency: 'EUR', value: '29.90' });
    assert.deepEqual(payment.metadata, { orderId: '1042' });
    assert.equal(payment.sequenceType, 'oneoff');
    assert.equal(payment.getCheckoutUrl(), `${standIn.url}/checkout/${payment.id}`);
    assert.equal(payment._links.checkout.type, 'text/html');
    assert.equal(payment._links.self.type, 'application/hal+json');
    assert.ok(payment.expiresAt);
    const again = await mollie.payments.get(payment.id);
    assert.equal(again.status, 'open');
    assert.equal(again.amountRemaining, undefined, 'nothing to refund before it is paid');
  });

  it('refuses a payment whose amount is not a EUR string with two decimals, naming the field', async () => {
    const refused = await mollie.payments
      .create({ ...idealPayment, amount: { currency: 'EUR', value: '29.9' } })
      .catch((error) => error);
    assert.ok(refused instanceof MollieApiError);
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.field, 'amount.value');
    assert.equal(refused.getDocumentationUrl(), 'https://docs.mollie.com/overview/handling-errors');
    for (const [change, field] of [
      [{ amount: { currency: 'USD', value: '29.90' } }, 'amount.currency'],
      [{ description: undefined }, 'description'],
      [{ redirectUrl: undefined }, 'redirectUrl'],
      [{ method: 'paypal' }, 'method'],
      [{ issuer: 'ideal_NOTABANK' }, 'issuer'],
      [{ locale: 'nl' }, 'locale'],
    ]) {
      const error = await mollie.payments.create({ ...idealPayment, ...change }).catch((e) => e);
      assert.equal(error.field, field, JSON.stringify(change));
    }
  });

  it('asks Riverty for the billing address and the order lines', async () => {
    const riverty = { ...idealPayment, method: 'riverty', issuer: undefined };
    const noAddress = await mollie.payments.create(riverty).catch((error) => error);
    assert.equal(noAddress.statusCode, 422);
    assert.equal(noAddress.field, 'billingAddress.givenName');
    const address = {
      givenName: 'Anna',
      familyName: 'de Vries',
      email: 'anna@example.nl',
      streetAndNumber: 'Kerkstraat 12',
      postalCode: '7391 AB',
      city: 'Twello',
      country: 'NL',
    };
    const noLines = await mollie.payments
      .create({ ...riverty, billingAddress: address })
      .catch((error) => error);
    assert.equal(noLines.field, 'lines');
    const line = {
      description: 'Boeket',
      quantity: 1,
      unitPrice: riverty.amount,
      totalAmount: riverty.amount,
    };
    // Riverty only authorizes: its money is captured later (Mollie: captureMode manual).
    const automatic = await mollie.payments
      .create({ ...riverty, billingAddress: address, lines: [line] })
      .catch((error) => error);
    assert.equal(automatic.field, 'captureMode');
    const payment = await mollie.payments.create({
      ...riverty,
      billingAddress: address,
      lines: [line],
      captureMode: 'manual',
    });
    assert.equal(payment.status, 'open');
    assert.equal(payment.captureMode, 'manual');
    assert.ok(payment.getCheckoutUrl());
  });

  it('answers the same payment again for the same idempotency key and body', async () => {
    const first = await mollie.payments.create({
      ...idealPayment,
      idempotencyKey: 'order-1042-try-1',
    });
    const second = await mollie.payments.create({
      ...idealPayment,
      idempotencyKey: 'order-1042-try-1',
    });
    assert.equal(second.id, first.id);
    const other = await mollie.payments
      .create({ ...idealPayment, description: 'Anders', idempotencyKey: 'order-1042-try-1' })
      .catch((error) => error);
    assert.equal(other.statusCode, 422);
  });

  it('pays an ordinary card at once, with its last digits and brand', async () => {
    const { token } = await cardToken(standIn, '4111 1111 1111 1111');
    const payment = await mollie.payments.create(cardPayment(token));
    assert.equal(payment.status, 'paid');
    assert.ok(payment.paidAt);
    assert.equal(payment.getCheckoutUrl(), null);
    assert.equal(payment.details.cardNumber, '1111');
    assert.equal(payment.details.cardLabel, 'Visa');
    assert.equal(payment.details.cardHolder, 'T. Test');
    assert.deepEqual(payment.amountRemaining, { currency: 'EUR', value: '45.00' });
  });

  it('authorizes an ordinary card at once when it is to be captured later', async () => {
    const { token } = await cardToken(standIn, '4111 1111 1111 1111');
    const payment = await mollie.payments.create({ ...cardPayment(token), captureMode: 'manual' });
    assert.equal(payment.status, 'authorized');
    assert.ok(payment.authorizedAt);
    assert.equal(payment.paidAt, undefined);
    assert.equal(payment.isCancelable, true);
  });

  it('declines Mollie’s declined test card without a checkout link', async () => {
    const { token } = await cardToken(standIn, '4000000000000002');
    const payment = await mollie.payments.create(cardPayment(token));
    assert.equal(payment.status, 'failed');
    assert.equal(payment.details.failureReason, 'card_declined');
    assert.equal(payment.getCheckoutUrl(), null);
  });

  it('sends a card that needs 3-D Secure to a 3-D Secure page', async () => {
    const { token } = await cardToken(standIn, '4000000000003220');
    const payment = await mollie.payments.create(cardPayment(token));
    assert.equal(payment.status, 'open');
    const page = await fetch(payment.getCheckoutUrl());
    assert.match(await page.text(), /3-D Secure/);
  });

  it('refuses a card token used twice, and one it never made', async () => {
    const { token } = await cardToken(standIn, '5555555555554444');
    await mollie.payments.create(cardPayment(token));
    for (const used of [token, 'tkn_unknown']) {
      const error = await mollie.payments.create(cardPayment(used)).catch((e) => e);
      assert.equal(error.statusCode, 422);
      assert.equal(error.field, 'cardToken');
    }
  });

  it('answers an unknown payment with a Mollie 404', async () => {
    const error = await mollie.payments.get('tr_unknown000').catch((e) => e);
    assert.equal(error.statusCode, 404);
    assert.equal(error.title, 'Not Found');
  });
});
