import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../../helpers/build';
import { cartClient, type CartRef } from '../../helpers/cart';
import { nextAddress, signIn } from '../../helpers/oauth';
import type { MailMessage } from '../../../src/plugins/app/core/mailer';
import { orders, productVariations, refunds } from '../../../src/db/schema';
import { cardPayment, dutchAddress } from '../../helpers/order-input';
import {
  deliverWebhook,
  mollieStandin,
  payAtMollie,
  paymentIdOf,
  testCards,
} from '../../helpers/mollie';

const address = dutchAddress;
const belgian = {
  ...address,
  street: 'Meir',
  housenumber: '1',
  postcode: '2000',
  city: 'Antwerpen',
  country: 'BE',
};
const key = () => randomBytes(12).toString('hex');

for (const target of dbTargets()) {
  describe(`orders on ${target.name}`, () => {
    const mails: MailMessage[] = [];
    const app = build(target, {
      mail: { mailer: { send: async (mail) => void mails.push(mail) } },
    });
    const carts = cartClient(app);

    async function deliveryDate(country = 'NL') {
      const response = await app().inject({
        method: 'GET',
        url: `/order/delivery-dates?country=${country}`,
      });
      assert.equal(response.statusCode, 200);
      return response.json()['hydra:member'][0].date as string;
    }
    /** A cart with one bouquet (and whatever `extra` adds). */
    async function filledCart(slug = 'zonnig-boeket', quantity = 1): Promise<CartRef> {
      const cart = await carts.newCart();
      const variation = await carts.variation(slug);
      const added = await carts.addLine(cart, { variationId: variation.id, quantity });
      assert.equal(added.statusCode, 200, added.body);
      return cart;
    }
    async function place(
      cart: CartRef,
      overrides: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) {
      return app().inject({
        method: 'POST',
        url: '/order/orders',
        // Each shopper from an address of their own, as in a shop: the per-address limit is not under test.
        remoteAddress: nextAddress(),
        headers: {
          'content-type': 'application/ld+json',
          'x-cart-secret': cart.secret,
          'accept-language': 'en-US',
          ...headers,
        },
        payload: JSON.stringify({
          cart: cart.uuid,
          email: 'anna@example.nl',
          deliveryDate: await deliveryDate(),
          deliveryAddress: address,
          // A card paid at once, with a token of its own (a token works once).
          payment: 'payment' in overrides ? overrides.payment : await cardPayment(),
          ...overrides,
        }),
      });
    }
    /** The shopper chooses an outcome on Mollie's page; Mollie then calls the webhook. */
    async function settleAtMollie(
      redirectUrl: string,
      outcome: 'paid' | 'canceled' | 'authorized',
    ) {
      const back = await payAtMollie(redirectUrl, outcome);
      const webhook = await deliverWebhook(app(), paymentIdOf(redirectUrl));
      assert.equal(webhook.statusCode, 200, webhook.body);
      return back;
    }
    const history = async (uuid: string, secret: string) =>
      (
        await app().inject({
          method: 'GET',
          url: `/order/orders/${uuid}`,
          headers: { 'x-order-secret': secret },
        })
      )
        .json()
        .history.map((entry: { transition: string }) => entry.transition);

    it('offers delivery dates without Sundays, starting tomorrow at the earliest', async () => {
      const response = await app().inject({
        method: 'GET',
        url: '/order/delivery-dates?country=BE',
      });
      const dates: string[] = response.json()['hydra:member'].map((m: { date: string }) => m.date);
      assert.equal(dates.length, 21);
      const today = new Date().toISOString().slice(0, 10);
      for (const date of dates) {
        assert.ok(date > today);
        assert.notEqual(new Date(`${date}T00:00:00Z`).getUTCDay(), 0);
      }
      assert.deepEqual(response.json().delivery_cost, {
        incl_vat: 495,
        excl_vat: 409,
        vat: 86,
        vat_rate_bp: 2100,
      });
      const bad = await app().inject({ method: 'GET', url: '/order/delivery-dates?country=DE' });
      assert.equal(bad.statusCode, 400);
    });

    it('a guest pays by card: the order is new, its amounts from the catalogue, and mailed', async () => {
      const cart = await filledCart('zonnig-boeket', 2);
      const checkout = (
        await app().inject({
          method: 'GET',
          url: `/carts/${cart.uuid}?deliver_to=NL`,
          headers: { 'x-cart-secret': cart.secret },
        })
      ).json();
      const cartTotal = (
        await app().inject({
          method: 'GET',
          url: `/carts/${cart.uuid}`,
          headers: { 'x-cart-secret': cart.secret },
        })
      ).json().totals;
      mails.length = 0;
      const response = await place(
        cart,
        { deliveryRemark: 'Bel aan bij de buren <b>' },
        { 'idempotency-key': key() },
      );
      assert.equal(response.statusCode, 201, response.body);
      const order = response.json();
      assert.equal(order.status, 'new');
      assert.match(order.number, /^FB-\d{6,}$/);
      assert.match(order.secret, /^[A-Za-z0-9_-]{32}$/);
      assert.equal(order.quantity, 2);
      assert.deepEqual(order.subtotal, cartTotal);
      assert.equal(order.delivery_cost.incl_vat, 495);
      assert.equal(order.total.incl_vat, cartTotal.incl_vat + 495);
      // Checkout showed exactly what the order charged.
      assert.deepEqual(order.subtotal, checkout.totals);
      assert.deepEqual(order.total, checkout.total);
      assert.equal(checkout.delivery_cost.incl_vat, 495);
      assert.equal(order.total.vat, order.subtotal.vat + order.delivery_cost.vat);
      assert.equal(order.delivery_address.postcode, '3511 AB');
      assert.deepEqual(order.invoice_address, order.delivery_address);
      assert.equal(order.payments[0].details.last4, '1111');
      assert.ok(!JSON.stringify(order).includes(testCards.paid), 'the card number is never kept');
      assert.deepEqual(await history(order.uuid, order.secret), [
        'create',
        'request_payment',
        'pay',
      ]);
      // The confirmation mail, with the shopper's text escaped in its HTML.
      assert.equal(mails.length, 1);
      assert.equal(mails[0]!.to, 'anna@example.nl');
      assert.match(mails[0]!.subject, new RegExp(order.number));
      assert.ok(!mails[0]!.html.includes('<b>'));
    });

    it('VAT follows the destination country', async () => {
      const nl = (await place(await filledCart())).json();
      const be = (
        await place(await filledCart(), {
          deliveryAddress: belgian,
          deliveryDate: await deliveryDate('BE'),
        })
      ).json();
      assert.equal(nl.total.incl_vat, be.total.incl_vat);
      // Flowers: 9% in the Netherlands, 6% in Belgium.
      assert.equal(nl.lines[0].vat_rate_bp, 900);
      assert.equal(be.lines[0].vat_rate_bp, 600);
      assert.ok(be.subtotal.vat < nl.subtotal.vat);
    });

    it('iDEAL sends the shopper to the bank; paying there makes the order new, once', async () => {
      const cart = await filledCart();
      const response = await place(cart, {
        payment: { method: 'ideal', issuer: 'ideal_INGBNL2A' },
      });
      assert.equal(response.statusCode, 201, response.body);
      const order = response.json();
      assert.equal(order.status, 'payment-pending');
      const standin = await mollieStandin();
      assert.ok(order.payment_redirect_url.startsWith(`${standin.url}/checkout/tr_`));
      const page = await fetch(order.payment_redirect_url);
      assert.match(await page.text(), /ING/);
      const back = await settleAtMollie(order.payment_redirect_url, 'paid');
      assert.equal(back, `http://localhost:3000/en-us/afrekenen/bevestiging/${order.uuid}`);
      // Mollie may call the webhook again: nothing changes.
      const replay = await deliverWebhook(app(), paymentIdOf(order.payment_redirect_url));
      assert.equal(replay.statusCode, 200);
      assert.deepEqual(await history(order.uuid, order.secret), [
        'create',
        'request_payment',
        'pay',
      ]);
    });

    it('a payment canceled at the bank cancels the order', async () => {
      const order = (
        await place(await filledCart(), { payment: { method: 'ideal', issuer: 'ideal_ABNANL2A' } })
      ).json();
      await settleAtMollie(order.payment_redirect_url, 'canceled');
      const read = await app().inject({
        method: 'GET',
        url: `/order/orders/${order.uuid}`,
        headers: { 'x-order-secret': order.secret },
      });
      assert.equal(read.json().status, 'canceled');
      assert.equal(read.json().payments[0].status, 'canceled');
    });

    it('a refused card cancels the order, gives the stock back and frees the cart for another try', async () => {
      const [variation] = await app()
        .db.select()
        .from(productVariations)
        .where(eq(productVariations.sku, 'geurkaars-s'));
      const before = variation!.stock!;
      const cart = await filledCart('geurkaars');
      const refused = await place(
        cart,
        { payment: await cardPayment(testCards.declined) },
        { 'idempotency-key': key() },
      );
      assert.equal(refused.statusCode, 402);
      assert.equal(
        refused.json()['hydra:description'],
        'The payment was refused. Please choose another payment method.',
      );
      const [after] = await app()
        .db.select()
        .from(productVariations)
        .where(eq(productVariations.sku, 'geurkaars-s'));
      assert.equal(after!.stock, before);
      const retry = await place(cart, {}, { 'idempotency-key': key() });
      assert.equal(retry.statusCode, 201, retry.body);
      assert.equal(retry.json().status, 'new');
      const [taken] = await app()
        .db.select()
        .from(productVariations)
        .where(eq(productVariations.sku, 'geurkaars-s'));
      assert.equal(taken!.stock, before - 1);
    });

    it('AfterPay (Riverty at Mollie) needs its terms accepted, may refuse the buyer, and authorizes at Mollie', async () => {
      const cart = await filledCart();
      const noTerms = await place(cart, { payment: { method: 'afterpay', acceptTerms: false } });
      assert.equal(noTerms.statusCode, 400);
      assert.equal(
        noTerms.json().violations[0].message,
        'You must agree to the terms and conditions',
      );
      // Riverty's checks refuse the buyer: Mollie answers the payment's creation with a 422.
      Object.assign((await mollieStandin()).faults, { status: 422, path: '/v2/payments' });
      const rejected = await place(cart, { payment: { method: 'afterpay', acceptTerms: true } });
      assert.equal(rejected.statusCode, 402);
      assert.match(rejected.json()['hydra:description'], /AfterPay cannot accept this order/);
      const accepted = await place(cart, { payment: { method: 'afterpay', acceptTerms: true } });
      assert.equal(accepted.statusCode, 201, accepted.body);
      const order = accepted.json();
      assert.equal(order.status, 'payment-pending');
      await settleAtMollie(order.payment_redirect_url, 'authorized');
      assert.deepEqual(await history(order.uuid, order.secret), [
        'create',
        'request_payment',
        'pay',
      ]);
    });

    it('refuses a price, a Sunday, an empty cart, another cart and a card without a token, in the shopper’s language', async () => {
      const cart = await filledCart();
      const forged = await place(cart, { total: 1 });
      assert.equal(forged.statusCode, 400);
      const noToken = await place(
        cart,
        { payment: { method: 'creditcard', cardToken: 'not-a-token' } },
        { 'accept-language': 'nl-NL' },
      );
      assert.equal(noToken.statusCode, 400);
      assert.equal(noToken.json().violations[0].message, 'Vul je kaartgegevens in');
      let sunday = new Date(Date.now() + 2 * 86_400_000);
      while (sunday.getUTCDay() !== 0) sunday = new Date(sunday.getTime() + 86_400_000);
      const onSunday = await place(cart, { deliveryDate: sunday.toISOString().slice(0, 10) });
      assert.equal(onSunday.statusCode, 422);
      assert.equal(
        onSunday.json()['hydra:description'],
        'We cannot deliver on this date. Please choose another date.',
      );
      const empty = await carts.newCart();
      const none = await place(empty);
      assert.equal(none.statusCode, 422);
      assert.equal(none.json()['hydra:description'], 'Your cart is empty');
      const other = await carts.newCart();
      const wrongSecret = await place({ uuid: cart.uuid, secret: other.secret });
      assert.equal(wrongSecret.statusCode, 404);
    });

    it('places an order once per idempotency key and once per cart, however often it is sent', async () => {
      const cart = await filledCart();
      const sameKey = key();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => place(cart, {}, { 'idempotency-key': sameKey })),
      );
      const statuses = answers.map((r) => r.statusCode).sort();
      assert.deepEqual(statuses, [200, 200, 200, 200, 201]);
      const uuids = new Set(answers.map((r) => r.json().uuid));
      assert.equal(uuids.size, 1);
      // Every retry of the key is answered the same secret (the first answer may have been lost).
      const secrets = new Set(answers.map((r) => r.json().secret));
      assert.equal(secrets.size, 1);
      assert.match([...secrets][0], /^[A-Za-z0-9_-]{32}$/);
      const read = await app().inject({
        method: 'GET',
        url: `/order/orders/${[...uuids][0]}`,
        headers: { 'x-order-secret': [...secrets][0] },
      });
      assert.equal(read.statusCode, 200);
      const count = await app().db.select().from(orders).where(eq(orders.cartUuid, cart.uuid));
      assert.equal(count.length, 1);
      // The same key with other details is a mistake, not a retry.
      const changed = await place(
        cart,
        { deliveryRemark: 'anders' },
        { 'idempotency-key': sameKey },
      );
      assert.equal(changed.statusCode, 409);
      // Another key for a cart that is already an order.
      const again = await place(cart, { deliveryRemark: 'anders' }, { 'idempotency-key': key() });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json()['hydra:description'], 'This cart has already become an order');
    });

    it('fifty shoppers racing for ten candles: exactly ten orders', async () => {
      const variation = await carts.variation('geurkaars', { size: 'M' });
      await app()
        .db.update(productVariations)
        .set({ stock: 10 })
        .where(eq(productVariations.id, variation.id));
      const shoppers = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const cart = await carts.newCart();
          await carts.addLine(cart, { variationId: variation.id, quantity: 1 });
          return cart;
        }),
      );
      const date = await deliveryDate();
      const answers = await Promise.all(
        shoppers.map((cart) => place(cart, { deliveryDate: date })),
      );
      assert.equal(answers.filter((r) => r.statusCode === 201).length, 10);
      const refused = answers.filter((r) => r.statusCode === 409);
      assert.equal(refused.length, 40);
      assert.equal(
        refused[0]!.json()['hydra:description'],
        'Scented candle is no longer in stock in the quantity asked for',
      );
      const [left] = await app()
        .db.select()
        .from(productVariations)
        .where(eq(productVariations.id, variation.id));
      assert.equal(left!.stock, 0);
    });

    it('on account only for an approved company; above its rule the order waits for approval', async () => {
      const guest = await place(await filledCart(), { payment: { method: 'invoice' } });
      assert.equal(guest.statusCode, 422);
      assert.equal(
        guest.json()['hydra:description'],
        'Buying on account needs an approved company account',
      );
      const { access_token } = await signIn(app(), 'inkoop@bedrijf.nl', 'Bloem3n!');
      const auth = { authorization: `Bearer ${access_token}` };
      const small = await place(await filledCart(), { payment: { method: 'invoice' } }, auth);
      assert.equal(small.statusCode, 201, small.body);
      assert.equal(small.json().status, 'new');
      assert.equal(small.json().ordered_by, 'Inkoop Bedrijf');
      // Only a user the company lets order for it (orders.create) spends its account (ADR 0017).
      const viewer = await signIn(app(), 'kijker@bedrijf.nl', 'Bloem3n!');
      const byViewer = await place(
        await filledCart(),
        { payment: { method: 'invoice' } },
        { authorization: `Bearer ${viewer.access_token}` },
      );
      assert.equal(byViewer.statusCode, 422, byViewer.body);
      const large = await place(
        await filledCart('zonnig-boeket', 20),
        { payment: { method: 'invoice' } },
        auth,
      );
      assert.equal(large.json().status, 'approvement-pending');
      const paidLarge = await place(await filledCart('zonnig-boeket', 20), {}, auth);
      assert.equal(paidLarge.json().status, 'approvement-pending', 'approval comes before payment');
      assert.equal(paidLarge.json().payments.length, 0);
      // Their own orders only, newest first.
      const list = await app().inject({ method: 'GET', url: '/order/orders', headers: auth });
      assert.equal(list.statusCode, 200);
      assert.equal(list.json()['hydra:totalItems'], 3);
      assert.equal(list.json()['hydra:member'][0].uuid, paidLarge.json().uuid);
      const collections = await app().inject({
        method: 'GET',
        url: '/order/order-collections?page_items=2',
        headers: auth,
      });
      assert.equal(collections.statusCode, 200);
      assert.equal(collections.json()['hydra:totalItems'], 3);
      assert.equal(collections.json()['hydra:member'].length, 2);
      assert.equal(collections.json()['hydra:member'][0].orders[0].uuid, paidLarge.json().uuid);
    });

    it('an order left unpaid is canceled after a while: its stock back, its cart free', async () => {
      const variation = await carts.variation('geurkaars', { size: 'S' });
      const stock = async () =>
        (
          await app()
            .db.select()
            .from(productVariations)
            .where(eq(productVariations.id, variation.id))
        )[0]!.stock;
      const before = await stock();
      const cart = await carts.newCart();
      await carts.addLine(cart, { variationId: variation.id, quantity: 2 });
      const order = (
        await place(cart, { payment: { method: 'ideal', issuer: 'ideal_INGBNL2A' } })
      ).json();
      assert.equal(order.status, 'payment-pending');
      assert.equal(await stock(), before! - 2);
      // Not yet: the order is younger than the cut-off.
      assert.equal(await app().orders.expireUnpaid(new Date(Date.now() - 60_000)), 0);
      assert.equal(await app().orders.expireUnpaid(new Date(Date.now() + 1_000)), 1);
      assert.equal(await stock(), before);
      assert.deepEqual(await history(order.uuid, order.secret), [
        'create',
        'request_payment',
        'cancel',
      ]);
      // The bank's late payment changes nothing but goes back, and the cart can be ordered again.
      await settleAtMollie(order.payment_redirect_url, 'paid');
      const paidBack = await app()
        .db.select()
        .from(refunds)
        .where(eq(refunds.orderUuid, order.uuid));
      assert.deepEqual(
        paidBack.map((refund) => [refund.status, refund.amountCents]),
        [['processing', order.total.incl_vat]],
      );
      assert.deepEqual(await history(order.uuid, order.secret), [
        'create',
        'request_payment',
        'cancel',
      ]);
      const again = await place(cart, {}, { 'idempotency-key': key() });
      assert.equal(again.statusCode, 201, again.body);
    });

    it('an order is read by who placed it, or with its secret; never by anyone else', async () => {
      const { access_token } = await signIn(app(), 'demo@bloemenzo.nl', 'Bloem3n!');
      const mine = (
        await place(await filledCart(), {}, { authorization: `Bearer ${access_token}` })
      ).json();
      const guest = (await place(await filledCart())).json();
      const read = (headers: Record<string, string>, uuid: string) =>
        app().inject({ method: 'GET', url: `/order/orders/${uuid}`, headers });
      assert.equal(
        (await read({ authorization: `Bearer ${access_token}` }, mine.uuid)).statusCode,
        200,
      );
      assert.equal(
        (await read({ authorization: `Bearer ${access_token}` }, guest.uuid)).statusCode,
        404,
      );
      assert.equal((await read({}, guest.uuid)).statusCode, 404);
      assert.equal((await read({ 'x-order-secret': 'wrong' }, guest.uuid)).statusCode, 404);
      assert.equal((await read({ 'x-order-secret': guest.secret }, guest.uuid)).statusCode, 200);
      const other = await signIn(app(), 'inkoop@bedrijf.nl', 'Bloem3n!');
      assert.equal(
        (await read({ authorization: `Bearer ${other.access_token}` }, mine.uuid)).statusCode,
        404,
      );
      assert.equal((await app().inject({ method: 'GET', url: '/order/orders' })).statusCode, 401);
    });
  });
}
