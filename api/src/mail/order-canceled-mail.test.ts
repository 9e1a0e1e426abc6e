import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { locales } from '@shop/contracts/messages';
import { orderCanceledMail } from './order-canceled-mail';

const order = { number: 'FB-100001', orderedBy: 'Anna <de Vries>', refundedCents: 123456 };

describe('the mail that staff canceled an order', () => {
  it('says so in every language, with the refund in the shop’s money format', () => {
    const refunds = {
      'nl-nl': 'We betalen € 1.234,56 aan je terug',
      'nl-be': 'We betalen € 1.234,56 aan je terug',
      'fr-be': 'Nous vous remboursons € 1.234,56',
      'en-us': 'We are refunding € 1.234,56',
    };
    for (const locale of locales) {
      const mail = orderCanceledMail(order, locale);
      assert.match(mail.subject, /FB-100001/);
      assert.ok(mail.text.includes(refunds[locale]), `${locale}: ${mail.text}`);
      assert.match(mail.html, new RegExp(`<html lang="${locale}">`));
    }
    assert.match(orderCanceledMail(order, 'nl-be').text, /klantendienst/);
    assert.match(orderCanceledMail(order, 'nl-nl').text, /klantenservice/);
  });

  it('says nothing goes back when nothing was paid', () => {
    const mail = orderCanceledMail({ ...order, refundedCents: 0 }, 'nl-nl');
    assert.match(mail.text, /niets betaald/);
    assert.doesNotMatch(mail.text, /€/);
  });

  it('escapes the customer’s name in the HTML part', () => {
    const mail = orderCanceledMail(order, 'en-us');
    assert.match(mail.html, /Dear Anna &lt;de Vries&gt;,/);
    assert.match(mail.text, /Dear Anna <de Vries>,/);
  });
});
