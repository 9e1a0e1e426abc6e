import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../../helpers/build';
import { cartClient, pdf, type CartRef } from '../../helpers/cart';
import { createCustomer, DEMO_COMPANY, nextAddress, signIn } from '../../helpers/oauth';
import { orders, productVariations } from '../../../src/db/schema';
import { cardPayment, dutchAddress } from '../../helpers/order-input';

const address = dutchAddress;
type Headers = Record<string, string>;
type Order = { uuid: string; status: string; lines: unknown[] };

for (const target of dbTargets()) {
  describe(`the account's orders on ${target.name}`, () => {
    const app = build(target);
    const carts = cartClient(app);
    let deliveryDate = '';

    /** Bearer headers for someone who may or may not act for a company. */
    async function person(overrides: { permissions?: string[]; companyUuid?: string } = {}) {
      const { email, password } = await createCustomer(app(), overrides);
      const { access_token } = await signIn(app(), email, password);
      return { authorization: `Bearer ${access_token}`, 'accept-language': 'en-US' };
    }
    /** The first user of a company of their own (its administrator: every permission). */
    async function otherCompanyAdministrator() {
      const email = `beheer-${Math.random().toString(36).slice(2)}@ander.nl`;
      await app().customers.create({
        email,
        password: 'Bloem3n!',
        fullname: 'Ander Beheer',
        customerType: 'business',
        companyName: 'Ander Bedrijf B.V.',
      });
      const { access_token } = await signIn(app(), email, 'Bloem3n!');
      return { authorization: `Bearer ${access_token}`, 'accept-language': 'en-US' };
    }
    async function bouquetCart(quantity = 1): Promise<CartRef> {
      const cart = await carts.newCart();
      const sunny = await carts.variation('zonnig-boeket');
      assert.equal(
        (await carts.addLine(cart, { variationId: sunny.id, quantity })).statusCode,
        200,
      );
      return cart;
    }
    async function place(headers: Headers, cart?: CartRef, payment?: object): Promise<Order> {
      if (!deliveryDate)
        deliveryDate = (
          await app().inject({ method: 'GET', url: '/order/delivery-dates?country=NL' })
        ).json()['hydra:member'][0].date;
      cart ??= await bouquetCart();
      const response = await app().inject({
        method: 'POST',
        url: '/order/orders',
        remoteAddress: nextAddress(),
        headers: {
          ...headers,
          'content-type': 'application/ld+json',
          'x-cart-secret': cart.secret,
        },
        payload: JSON.stringify({
          cart: cart.uuid,
          email: 'anna@example.nl',
          deliveryDate,
          deliveryAddress: address,
          payment: payment ?? (await cardPayment()),
        }),
      });
      assert.equal(response.statusCode, 201, response.body);
      return response.json();
    }
    const list = async (headers: Headers, query = '') => {
      const response = await app().inject({ method: 'GET', url: `/order/orders${query}`, headers });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      return {
        total: body['hydra:totalItems'] as number,
        uuids: (body['hydra:member'] as Order[]).map((order) => order.uuid),
      };
    };
    const read = (headers: Headers, uuid: string) =>
      app().inject({ method: 'GET', url: `/order/orders/${uuid}`, headers });
    const repeat = (headers: Headers, uuid: string, cart: CartRef) =>
      app().inject({
        method: 'POST',
        url: '/order/orders/copy-to-cart-order',
        remoteAddress: nextAddress(),
        headers: {
          ...headers,
          'content-type': 'application/ld+json',
          'x-cart-secret': cart.secret,
        },
        payload: JSON.stringify({ uuid, cart: cart.uuid }),
      });
    const orderedAt = (uuid: string, at: string) =>
      app()
        .db.update(orders)
        .set({ orderedAt: new Date(at) })
        .where(eq(orders.uuid, uuid));

    it('pages through a customer’s orders, 15 at a time unless asked otherwise', async () => {
      const customer = await person();
      const placed: string[] = [];
      for (let i = 0; i < 17; i++) {
        const order = await place(customer);
        await orderedAt(order.uuid, `2026-01-${String(i + 1).padStart(2, '0')}T10:00:00Z`);
        placed.unshift(order.uuid);
      }
      const first = await list(customer);
      assert.equal(first.total, 17);
      assert.deepEqual(first.uuids, placed.slice(0, 15), 'newest first');
      assert.deepEqual((await list(customer, '?page=2')).uuids, placed.slice(15));
      assert.deepEqual((await list(customer, '?page=3&page_items=5')).uuids, placed.slice(10, 15));
      const bad = await app().inject({
        method: 'GET',
        url: '/order/orders?page_items=500',
        headers: customer,
      });
      assert.equal(bad.statusCode, 400);
    });

    it('filters by status and by the days ordered, in Dutch time, both days included', async () => {
      const customer = await person();
      const paid = await place(customer);
      const unpaid = await place(customer, undefined, {
        method: 'ideal',
        issuer: 'ideal_INGBNL2A',
      });
      const late = await place(customer);
      assert.equal(paid.status, 'new');
      assert.equal(unpaid.status, 'payment-pending');
      await orderedAt(paid.uuid, '2026-03-02T09:00:00Z');
      await orderedAt(unpaid.uuid, '2026-03-09T12:00:00Z');
      // 00:30 on 16 March in Amsterdam, still the 15th in UTC.
      await orderedAt(late.uuid, '2026-03-15T23:30:00Z');

      assert.deepEqual((await list(customer, '?status=payment-pending')).uuids, [unpaid.uuid]);
      assert.deepEqual((await list(customer, '?status=new')).uuids, [late.uuid, paid.uuid]);
      assert.deepEqual((await list(customer, '?status=completed')).uuids, []);
      assert.deepEqual(
        (await list(customer, '?ordered_from=2026-03-02&ordered_till=2026-03-09')).uuids,
        [unpaid.uuid, paid.uuid],
      );
      assert.deepEqual((await list(customer, '?ordered_till=2026-03-15')).uuids, [
        unpaid.uuid,
        paid.uuid,
      ]);
      assert.deepEqual((await list(customer, '?ordered_from=2026-03-16')).uuids, [late.uuid]);
      assert.deepEqual(
        (await list(customer, '?status=new&ordered_from=2026-03-03')).uuids,
        [late.uuid],
        'filters combine',
      );

      for (const query of [
        '?status=lost',
        '?ordered_from=2026-02-30',
        '?ordered_from=16-03-2026',
        '?ordered_from=2026-03-10&ordered_till=2026-03-09',
      ]) {
        const refused = await app().inject({
          method: 'GET',
          url: `/order/orders${query}`,
          headers: customer,
        });
        assert.equal(refused.statusCode, 400, query);
      }
      const reversed = await app().inject({
        method: 'GET',
        url: '/order/orders?ordered_from=2026-03-10&ordered_till=2026-03-09',
        headers: customer,
      });
      assert.match(reversed.body, /The end date is before the start date/);
    });

    it('a company user with orders.read sees the company’s orders; without it only their own', async () => {
      const reader = await person({ companyUuid: DEMO_COMPANY, permissions: ['orders.read'] });
      const buyer = await person({ companyUuid: DEMO_COMPANY, permissions: ['orders.create'] });
      const colleague = await person({ companyUuid: DEMO_COMPANY, permissions: [] });
      const bought = await place(buyer);
      const own = await place(colleague);

      const seen = await list(reader);
      assert.ok(seen.uuids.includes(bought.uuid) && seen.uuids.includes(own.uuid));
      assert.equal((await read(reader, bought.uuid)).statusCode, 200);
      assert.deepEqual((await list(buyer)).uuids, [bought.uuid]);
      assert.deepEqual((await list(colleague)).uuids, [own.uuid]);
      assert.equal((await read(buyer, own.uuid)).statusCode, 404);
      assert.equal((await read(colleague, bought.uuid)).statusCode, 404);
    });

    it('nobody sees another customer’s or another company’s orders', async () => {
      const company = await person({ companyUuid: DEMO_COMPANY, permissions: ['orders.create'] });
      const companyOrder = await place(company);
      const privateCustomer = await person();
      const privateOrder = await place(privateCustomer);
      const stranger = await otherCompanyAdministrator();
      const strangerOrder = await place(stranger);

      assert.deepEqual((await list(stranger)).uuids, [strangerOrder.uuid]);
      assert.deepEqual((await list(privateCustomer)).uuids, [privateOrder.uuid]);
      for (const uuid of [companyOrder.uuid, privateOrder.uuid])
        assert.equal((await read(stranger, uuid)).statusCode, 404);
      for (const uuid of [companyOrder.uuid, strangerOrder.uuid])
        assert.equal((await read(privateCustomer, uuid)).statusCode, 404);
      const reader = await person({ companyUuid: DEMO_COMPANY, permissions: ['orders.read'] });
      assert.ok(!(await list(reader)).uuids.includes(strangerOrder.uuid));
      assert.ok(!(await list(reader)).uuids.includes(privateOrder.uuid));
      assert.equal((await read(reader, strangerOrder.uuid)).statusCode, 404);
    });

    it('the detail carries what the order screen shows', async () => {
      const customer = await person();
      const order = await place(customer);
      const detail = (await read(customer, order.uuid)).json();
      assert.equal(detail.delivery_address.city, 'Utrecht');
      assert.equal(detail.invoice_address.city, 'Utrecht');
      assert.deepEqual(detail.track_and_trace, []);
      assert.equal(detail.total.vat, detail.vat);
      assert.deepEqual(
        detail.history.map((entry: { to: string }) => entry.to),
        ['draft', 'payment-pending', 'new'],
      );
      assert.equal(detail.lines[0].product.image, '/api/media/products/zonnig-boeket.jpg');
      assert.ok(detail.lines[0].price.excl_vat < detail.lines[0].price.incl_vat);
    });

    it('repeats an order into the cart at today’s prices, leaving out what can no longer be ordered', async () => {
      const customer = await person();
      const cart = await carts.newCart();
      const sunny = await carts.variation('zonnig-boeket', { size: 'M' });
      const balloon = await carts.variation('ballon-gefeliciteerd', { size: 'S' });
      const roses = await carts.variation('rode-rozen');
      const candle = await carts.variation('geurkaars', { size: 'S' });
      const small = (await carts.wishCards('zonnig-boeket')).find((c) => c.size === 'small')!;
      const letter = (
        await carts.uploadLetter(cart, { name: 'brief.pdf', type: 'application/pdf', content: pdf })
      ).json();
      for (const line of [
        {
          variationId: sunny.id,
          quantity: 2,
          card: { id: small.id, text: 'Van harte!\nAnna' },
          upsells: [{ variationId: balloon.id, quantity: 3, text: 'Hoera' }],
        },
        {
          variationId: roses.id,
          quantity: 1,
          personalization: true,
          design: { lines: ['Anna'] },
        },
        { variationId: candle.id, quantity: 1 },
        { variationId: roses.id, quantity: 1, letterId: letter.id },
      ]) {
        const added = await carts.addLine(cart, line);
        assert.equal(added.statusCode, 200, added.body);
      }
      const order = await place(customer, cart);
      // Since then the candle sold out.
      await app()
        .db.update(productVariations)
        .set({ orderable: false })
        .where(eq(productVariations.id, candle.id));

      try {
        const visitorCart = await carts.newCart();
        const response = await repeat(customer, order.uuid, visitorCart);
        assert.equal(response.statusCode, 200, response.body);
        const body = response.json();
        const lines = body.cart.lines;
        assert.equal(lines.length, 3);
        assert.equal(lines[0].variation_id, sunny.id);
        assert.equal(lines[0].quantity, 2);
        assert.deepEqual(lines[0].card, {
          id: small.id,
          name: 'Congratulations',
          text: 'Van harte!\nAnna',
          price: { incl_vat: 195, excl_vat: 179, vat: 16, vat_rate_bp: 900 },
        });
        assert.deepEqual(
          lines[0].upsells.map((u: { variation_id: number; quantity: number; text: string }) => [
            u.variation_id,
            u.quantity,
            u.text,
          ]),
          [[balloon.id, 3, 'Hoera']],
        );
        assert.equal(lines[1].personalization, true);
        // The design's texts go again with the line.
        assert.deepEqual(lines[1].design.lines, [{ label: 'Name on the ribbon', text: 'Anna' }]);
        assert.equal(lines[2].letter, null);
        assert.deepEqual(
          body.not_copied.map((line: { product: { slug: string }; reason: string }) => [
            line.product.slug,
            line.reason,
          ]),
          [['geurkaars', 'This option is sold out and cannot be ordered']],
        );
        assert.deepEqual(
          body.without_letter.map((line: { product: { slug: string }; code: string }) => [
            line.product.slug,
            line.code,
          ]),
          [['rode-rozen', 'errors.letterNotKept']],
        );
        assert.match(body.without_letter[0].reason, /brief\.pdf/);
        // Today's price: the same as adding the line by hand.
        const byHand = (
          await carts.addLine(await carts.newCart(), {
            variationId: sunny.id,
            quantity: 2,
            card: { id: small.id, text: 'Van harte!\nAnna' },
            upsells: [{ variationId: balloon.id, quantity: 3, text: 'Hoera' }],
          })
        ).json();
        assert.deepEqual(lines[0].total, byHand.lines[0].total);
      } finally {
        await app()
          .db.update(productVariations)
          .set({ orderable: true })
          .where(eq(productVariations.id, candle.id));
      }
    });

    it('repeats only an order the caller may read, into a cart opened by its secret', async () => {
      const owner = await person();
      const order = await place(owner);
      const cart = await carts.newCart();
      const stranger = await otherCompanyAdministrator();
      const other = await person();
      for (const headers of [stranger, other]) {
        const refused = await repeat(headers, order.uuid, cart);
        assert.equal(refused.statusCode, 404);
        assert.equal(refused.json()['hydra:description'], 'Not found');
      }
      const wrongSecret = await repeat(owner, order.uuid, { uuid: cart.uuid, secret: 'nope' });
      assert.equal(wrongSecret.statusCode, 404);
      const anonymous = await app().inject({
        method: 'POST',
        url: '/order/orders/copy-to-cart-order',
        headers: { 'content-type': 'application/ld+json', 'x-cart-secret': cart.secret },
        payload: JSON.stringify({ uuid: order.uuid, cart: cart.uuid }),
      });
      assert.equal(anonymous.statusCode, 401);
      const view = await app().inject({
        method: 'GET',
        url: `/carts/${cart.uuid}`,
        headers: { 'x-cart-secret': cart.secret },
      });
      assert.deepEqual(view.json().lines, [], 'nothing was copied');
      // A company user with orders.read may repeat a colleague's order.
      const buyer = await person({ companyUuid: DEMO_COMPANY, permissions: ['orders.create'] });
      const reader = await person({ companyUuid: DEMO_COMPANY, permissions: ['orders.read'] });
      const bought = await place(buyer);
      assert.equal((await repeat(reader, bought.uuid, cart)).statusCode, 200);
      const invalid = await app().inject({
        method: 'POST',
        url: '/order/orders/copy-to-cart-order',
        headers: { ...owner, 'content-type': 'application/ld+json', 'x-cart-secret': cart.secret },
        payload: JSON.stringify({ uuid: order.uuid, cart: cart.uuid, price: 1 }),
      });
      assert.equal(invalid.statusCode, 400);
    });
  });
}
