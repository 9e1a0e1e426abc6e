import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../../helpers/build';
import { cartClient, type CartRef } from '../../helpers/cart';
import { nextAddress } from '../../helpers/oauth';
import type { MailMessage } from '../../../src/plugins/app/core/mailer';
import { giftCards } from '../../../src/db/schema';
import { passesLuhn } from '@shop/contracts/schemas';
import { cardPayment, dutchAddress } from '../../helpers/order-input';
import { deliverWebhook, payAtMollie, paymentIdOf } from '../../helpers/mollie';

const address = dutchAddress;

/** The card numbers and codes a gift card mail hands over. */
function mailedCards(mail: MailMessage) {
  return [...mail.text.matchAll(/: ((?:\d{4} ){3}\d{4})\n.*: (\d{6})\n/g)].map((match) => ({
    cardId: match[1]!.replace(/ /g, ''),
    verificationCode: match[2]!,
  }));
}

for (const target of dbTargets()) {
  describe(`gift cards bought in the shop on ${target.name}`, () => {
    const mails: MailMessage[] = [];
    let failMails = false;
    const app = build(target, {
      mail: {
        mailer: {
          send: async (mail) => {
            if (failMails)
              throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
            mails.push(mail);
          },
        },
      },
    });
    const carts = cartClient(app);
    const giftCardMails = () => mails.filter((mail) => /gift card|cadeaukaart/i.test(mail.subject));

    async function cartWith(
      lines: { slug: string; values?: Record<string, string>; quantity: number }[],
    ) {
      const cart = await carts.newCart();
      for (const line of lines) {
        const variation = await carts.variation(line.slug, line.values);
        const added = await carts.addLine(cart, {
          variationId: variation.id,
          quantity: line.quantity,
        });
        assert.equal(added.statusCode, 200, added.body);
      }
      return cart;
    }
    const checkoutCart = async (cart: CartRef) =>
      (
        await app().inject({
          method: 'GET',
          url: `/carts/${cart.uuid}?deliver_to=NL`,
          headers: { 'x-cart-secret': cart.secret },
        })
      ).json();
    async function place(cart: CartRef, payment?: unknown, locale = 'en-US') {
      const dates = await app().inject({ method: 'GET', url: '/order/delivery-dates?country=NL' });
      return app().inject({
        method: 'POST',
        url: '/order/orders',
        remoteAddress: nextAddress(),
        headers: {
          'content-type': 'application/ld+json',
          'x-cart-secret': cart.secret,
          'accept-language': locale,
          'idempotency-key': randomBytes(12).toString('hex'),
        },
        payload: JSON.stringify({
          cart: cart.uuid,
          email: 'gever@example.nl',
          deliveryDate: dates.json()['hydra:member'][0].date,
          deliveryAddress: address,
          payment: payment ?? (await cardPayment()),
        }),
      });
    }
    const lookup = (payload: { cardId: string; verificationCode: string }) =>
      app().inject({
        method: 'POST',
        url: '/giftcard/info',
        payload,
        headers: { 'accept-language': 'en' },
        remoteAddress: nextAddress(),
      });
    const cardsOf = (orderUuid: string) =>
      app().db.select().from(giftCards).where(eq(giftCards.orderUuid, orderUuid));

    it('is a product with an amount to choose, without VAT, card or delivery options', async () => {
      const product = await carts.product('cadeaukaart', { 'accept-language': 'nl-NL' });
      assert.equal(product.name, 'Cadeaukaart');
      assert.deepEqual(
        product.variations.map((v: { price: { incl_vat: number } }) => v.price.incl_vat),
        [1000, 1500, 2500, 5000, 7500, 10000],
      );
      assert.deepEqual(
        product.variations.map((v: { price: { vat: number } }) => v.price.vat),
        [0, 0, 0, 0, 0, 0],
      );
      assert.equal(product.variations[2].property_values.amount, '25');
      assert.equal((await carts.wishCards('cadeaukaart')).length, 0);
      const fr = await carts.product('cadeaukaart', { 'accept-language': 'fr-BE' });
      assert.equal(fr.name, 'Carte cadeau');
    });

    it('costs no delivery when the cart holds only gift cards, and the usual delivery otherwise', async () => {
      const only = await checkoutCart(
        await cartWith([{ slug: 'cadeaukaart', values: { amount: '25' }, quantity: 2 }]),
      );
      assert.equal(only.needs_delivery, false);
      assert.equal(only.lines[0].gift_card, true);
      assert.deepEqual(only.delivery_cost, { incl_vat: 0, excl_vat: 0, vat: 0, vat_rate_bp: 2100 });
      assert.deepEqual(only.total, { incl_vat: 5000, excl_vat: 5000, vat: 0 });
      const mixed = await checkoutCart(
        await cartWith([
          { slug: 'cadeaukaart', values: { amount: '10' }, quantity: 1 },
          { slug: 'zonnig-boeket', quantity: 1 },
        ]),
      );
      assert.equal(mixed.needs_delivery, true);
      assert.equal(mixed.delivery_cost.incl_vat, 495);
      assert.deepEqual(
        mixed.lines.map((line: { gift_card: boolean }) => line.gift_card),
        [true, false],
      );
    });

    it('a paid order issues one card per item, mailed with its code, that the balance lookup knows', async () => {
      mails.length = 0;
      const cart = await cartWith([{ slug: 'cadeaukaart', values: { amount: '25' }, quantity: 2 }]);
      const response = await place(cart);
      assert.equal(response.statusCode, 201, response.body);
      const order = response.json();
      assert.equal(order.status, 'new');
      assert.equal(order.total.incl_vat, 5000);
      assert.equal(order.delivery_cost.incl_vat, 0);
      assert.equal(order.lines[0].gift_card, true);
      const issued = await cardsOf(order.uuid);
      assert.equal(issued.length, 2);
      for (const row of issued) {
        assert.ok(passesLuhn(row.cardNumber) && row.cardNumber.startsWith('6036'));
        assert.equal(row.balanceCents, 2500);
        assert.equal(row.verificationCodeHash, null, 'no code before the mail');
        const years = (row.expiresAt!.getTime() - row.issuedAt.getTime()) / (365.25 * 86_400_000);
        assert.ok(years > 1.99 && years < 2.01);
      }
      assert.equal(JSON.stringify(order).includes(issued[0]!.cardNumber), false);

      // The order's confirmation: no delivery date or address, the card follows on its own.
      const confirmation = mails.find((mail) => mail.subject.includes('is confirmed'))!;
      assert.match(confirmation.text, /separate e-mail/);
      assert.doesNotMatch(confirmation.text, /Delivery date|Delivery address/);
      assert.equal(await app().giftCardDelivery.deliverPending(), 1);
      assert.equal(giftCardMails().length, 1);
      const mail = giftCardMails()[0]!;
      assert.equal(mail.to, 'gever@example.nl');
      assert.match(mail.subject, new RegExp(`gift card from order ${order.number}`));
      const handed = mailedCards(mail);
      assert.deepEqual(handed.map((c) => c.cardId).sort(), issued.map((c) => c.cardNumber).sort());
      for (const credentials of handed) {
        const info = await lookup(credentials);
        assert.equal(info.statusCode, 200, info.body);
        assert.equal(info.json().balance, 2500);
      }
      const stored = await cardsOf(order.uuid);
      assert.ok(
        stored.every((row) => row.mailedAt && row.verificationCodeHash?.startsWith('$argon2')),
      );
      assert.ok(
        !stored.some((row) =>
          handed.some((c) => row.verificationCodeHash!.includes(c.verificationCode)),
        ),
      );
      // Another round, or another instance, sends nothing twice.
      assert.equal(await app().giftCardDelivery.deliverPending(), 0);
      assert.equal(giftCardMails().length, 1);
    });

    it('no card exists before the payment, and a payment canceled at the bank issues none', async () => {
      const cart = await cartWith([{ slug: 'cadeaukaart', values: { amount: '50' }, quantity: 1 }]);
      const order = (await place(cart, { method: 'ideal', issuer: 'ideal_INGBNL2A' })).json();
      assert.equal(order.status, 'payment-pending');
      assert.equal((await cardsOf(order.uuid)).length, 0);
      await payAtMollie(order.payment_redirect_url, 'canceled');
      const canceled = await deliverWebhook(app(), paymentIdOf(order.payment_redirect_url));
      assert.equal(canceled.statusCode, 200, canceled.body);
      assert.equal((await cardsOf(order.uuid)).length, 0);

      const paid = (
        await place(
          await cartWith([{ slug: 'cadeaukaart', values: { amount: '50' }, quantity: 1 }]),
          { method: 'ideal', issuer: 'ideal_INGBNL2A' },
        )
      ).json();
      await payAtMollie(paid.payment_redirect_url, 'paid');
      const approved = await deliverWebhook(app(), paymentIdOf(paid.payment_redirect_url));
      assert.equal(approved.statusCode, 200, approved.body);
      assert.equal((await cardsOf(paid.uuid)).length, 1);
      assert.equal(await app().giftCardDelivery.deliverPending(), 1);
    });

    it('a mail that fails leaves the card unusable and unsent; the next round mails a new code', async () => {
      mails.length = 0;
      const cart = await cartWith([{ slug: 'cadeaukaart', values: { amount: '10' }, quantity: 1 }]);
      const order = (await place(cart, undefined, 'nl-NL')).json();
      failMails = true;
      try {
        assert.equal(await app().giftCardDelivery.deliverPending(), 0);
      } finally {
        failMails = false;
      }
      const [failed] = await cardsOf(order.uuid);
      assert.equal(failed!.mailedAt, null);
      assert.equal(failed!.verificationCodeHash, null);
      assert.equal(failed!.mailAttempts, 1);
      assert.equal(await app().giftCardDelivery.deliverPending(), 1);
      const mail = giftCardMails().at(-1)!;
      assert.match(mail.subject, /^Je cadeaukaart van bestelling FB-/);
      assert.match(mail.text, /Controlecode: \d{6}/);
      const [credentials] = mailedCards(mail);
      assert.equal(credentials!.cardId, failed!.cardNumber);
      assert.equal((await lookup(credentials!)).json().balance, 1000);
    });
  });
}
