// The test payment page: the shopper picks an outcome; the stand-in sets it, calls the webhook
// with `id=` and sends the shopper back.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cardToken, idealPayment, standInWithClient, webhookReceiver } from './test-support.mjs';

const choose = (url, outcome) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  });

describe('the Mollie stand-in’s payment page', () => {
  let standIn;
  let mollie;
  let webhook;
  before(async () => {
    ({ standIn, mollie } = await standInWithClient());
    webhook = await webhookReceiver();
  });
  after(() => Promise.all([standIn.close(), webhook.close()]));

  it('shows the amount, bank and outcomes in the payment’s language', async () => {
    const payment = await mollie.payments.create(idealPayment);
    const page = await fetch(payment.getCheckoutUrl());
    assert.match(page.headers.get('content-type'), /^text\/html/);
    const html = await page.text();
    assert.match(html, /<html lang="nl">/);
    assert.match(html, /€ 29\.90/);
    assert.match(html, /ING/);
    for (const outcome of ['paid', 'failed', 'canceled', 'expired'])
      assert.match(html, new RegExp(`value="${outcome}"`));
    assert.match(html, /Verder/);
  });

  it('offers authorized instead of paid for Riverty, in French', async () => {
    const address = {
      givenName: 'Luc',
      familyName: 'Peeters',
      email: 'luc@example.be',
      streetAndNumber: 'Grote Markt 1',
      postalCode: '1000',
      city: 'Brussel',
      country: 'BE',
    };
    const amount = { currency: 'EUR', value: '60.00' };
    const payment = await mollie.payments.create({
      ...idealPayment,
      issuer: undefined,
      amount,
      method: 'riverty',
      captureMode: 'manual',
      locale: 'fr_BE',
      billingAddress: address,
      lines: [{ description: 'Boeket', quantity: 1, unitPrice: amount, totalAmount: amount }],
    });
    const html = await (await fetch(payment.getCheckoutUrl())).text();
    assert.match(html, /value="authorized"/);
    assert.doesNotMatch(html, /value="paid"/);
    assert.match(html, /Continuer/);
  });

  it('sets the chosen status, calls the webhook with id= and sends the shopper back with a 303', async () => {
    const payment = await mollie.payments.create({ ...idealPayment, webhookUrl: webhook.url });
    const answer = await choose(payment.getCheckoutUrl(), 'paid');
    assert.equal(answer.status, 303);
    assert.equal(answer.headers.get('location'), idealPayment.redirectUrl);
    assert.deepEqual(webhook.received.at(-1), {
      type: 'application/x-www-form-urlencoded',
      body: `id=${payment.id}`,
    });
    const paid = await mollie.payments.get(payment.id);
    assert.equal(paid.status, 'paid');
    assert.ok(paid.paidAt);
    assert.equal(paid.details.consumerBic, 'INGBNL2A');
    assert.match(paid.details.consumerAccount, /^NL\d{2}INGB\d{10}$/);
    assert.equal(standIn.payments.get(payment.id).webhookCalls[0].answerStatus, 200);
  });

  it('changes nothing after the payment is final, and still sends the shopper back', async () => {
    const payment = await mollie.payments.create({ ...idealPayment, webhookUrl: webhook.url });
    await choose(payment.getCheckoutUrl(), 'canceled');
    const calls = webhook.received.length;
    const again = await choose(payment.getCheckoutUrl(), 'paid');
    assert.equal(again.status, 303);
    assert.equal((await mollie.payments.get(payment.id)).status, 'canceled');
    assert.equal(webhook.received.length, calls);
  });

  it('keeps the page working when the webhook cannot be reached, and notes why', async () => {
    const payment = await mollie.payments.create({
      ...idealPayment,
      webhookUrl: 'http://127.0.0.1:9/unreachable',
    });
    const answer = await choose(payment.getCheckoutUrl(), 'failed');
    assert.equal(answer.status, 303);
    assert.ok(standIn.payments.get(payment.id).webhookCalls[0].error);
  });

  it('lets the 3-D Secure page approve or decline the card', async () => {
    for (const [outcome, status] of [
      ['paid', 'paid'],
      ['failed', 'failed'],
    ]) {
      const { token } = await cardToken(standIn, '4000000000003220');
      const payment = await mollie.payments.create({
        ...idealPayment,
        issuer: undefined,
        method: 'creditcard',
        cardToken: token,
      });
      const html = await (await fetch(payment.getCheckoutUrl())).text();
      assert.match(html, /Goedkeuren/);
      await choose(payment.getCheckoutUrl(), outcome);
      assert.equal((await mollie.payments.get(payment.id)).status, status);
    }
  });
});
