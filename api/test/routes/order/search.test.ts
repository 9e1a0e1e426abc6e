import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../../helpers/build';
import { cartClient } from '../../helpers/cart';
import { createCustomer, nextAddress, signIn } from '../../helpers/oauth';
import { orders } from '../../../src/db/schema';
import { cardPayment } from '../../helpers/order-input';

const deliveryAddress = {
  firstname: 'Bram',
  lastname: 'Zoekers',
  street: 'Lange Nieuwstraat',
  housenumber: '477',
  postcode: '3512 PH',
  city: 'Utrecht',
  country: 'NL',
};

for (const target of dbTargets()) {
  describe(`order search (track and trace) on ${target.name}`, () => {
    const app = build(target);
    const carts = cartClient(app);
    let order: { uuid: string; number: string; deliveryDate: string };
    let buyerToken: string;

    const search = (payload: object, headers: Record<string, string> = {}, ip = nextAddress()) =>
      app().inject({
        method: 'POST',
        url: '/order/search',
        payload,
        headers: { 'accept-language': 'en-US', ...headers },
        remoteAddress: ip,
      });

    before(async () => {
      const buyer = await createCustomer(app());
      buyerToken = (await signIn(app(), buyer.email, buyer.password)).access_token;
      const cart = await carts.newCart();
      const variation = await carts.variation('zonnig-boeket');
      await carts.addLine(cart, { variationId: variation.id, quantity: 1 });
      const dates = await app().inject({ method: 'GET', url: '/order/delivery-dates?country=NL' });
      const deliveryDate = dates.json()['hydra:member'][0].date as string;
      const placed = await app().inject({
        method: 'POST',
        url: '/order/orders',
        remoteAddress: nextAddress(),
        headers: {
          'content-type': 'application/ld+json',
          'x-cart-secret': cart.secret,
          authorization: `Bearer ${buyerToken}`,
        },
        payload: JSON.stringify({
          cart: cart.uuid,
          email: buyer.email,
          deliveryDate,
          deliveryAddress,
          payment: await cardPayment(),
        }),
      });
      assert.equal(placed.statusCode, 201, placed.body);
      order = { uuid: placed.json().uuid, number: placed.json().number, deliveryDate };
      await app()
        .db.update(orders)
        .set({
          trackAndTrace: [
            {
              carrier: 'postnl',
              code: '3SABC123',
              url: 'https://postnl.example/3SABC123',
              added_at: '2026-11-26T09:00:00.000Z',
              added_by: 'staff:00000000-0000-4000-8000-000000000000',
            },
          ],
        })
        .where(eq(orders.uuid, order.uuid));
    });

    it('finds an order by its number and delivery postcode, however they are typed', async () => {
      const response = await search({
        by: 'number',
        orderNumber: order.number.toLowerCase().replace('-', ''),
        postcode: '3512ph',
      });
      assert.equal(response.statusCode, 200);
      const [found, ...more] = response.json()['hydra:member'];
      assert.equal(more.length, 0);
      assert.deepEqual(found, {
        '@type': 'OrderSearchResult',
        number: order.number,
        status: 'new',
        status_label: 'orderStatus.new',
        delivery_date: order.deliveryDate,
        // Which parcel, and where to follow it; never who in the shop added it.
        track_and_trace: [
          {
            carrier: 'postnl',
            code: '3SABC123',
            url: 'https://postnl.example/3SABC123',
            added_at: '2026-11-26T09:00:00.000Z',
          },
        ],
      });
    });

    it('finds an order by delivery postcode, house number and delivery date', async () => {
      const response = await search({
        by: 'address',
        postcode: '3512 PH',
        housenumber: '477',
        deliveryDate: order.deliveryDate,
      });
      assert.deepEqual(
        response.json()['hydra:member'].map((m: { number: string }) => m.number),
        [order.number],
      );
    });

    it('answers a wrong postcode exactly as an order number that does not exist', async () => {
      const wrongPostcode = await search({
        by: 'number',
        orderNumber: order.number,
        postcode: '3511 AB',
      });
      const unknown = await search({ by: 'number', orderNumber: 'FB-999999', postcode: '3512 PH' });
      assert.equal(wrongPostcode.statusCode, 200);
      assert.equal(unknown.statusCode, wrongPostcode.statusCode);
      assert.deepEqual(wrongPostcode.json(), unknown.json());
      assert.equal(wrongPostcode.json()['hydra:totalItems'], 0);
      const otherDay = await search({
        by: 'address',
        postcode: '3512 PH',
        housenumber: '477',
        deliveryDate: '2020-01-02',
      });
      assert.equal(otherDay.json()['hydra:totalItems'], 0);
    });

    it('never answers the buyer’s name, e-mail, address or prices', async () => {
      const response = await search({
        by: 'number',
        orderNumber: order.number,
        postcode: '3512 PH',
      });
      const body = response.body;
      for (const secret of ['Bram', 'Zoekers', 'Lange Nieuwstraat', 'Utrecht', '@example.nl'])
        assert.ok(!body.includes(secret), `${secret} stays private`);
      for (const field of ['email', 'total', 'subtotal', 'delivery_address', 'uuid', 'lines'])
        assert.ok(!(field in response.json()['hydra:member'][0]), `no ${field}`);
    });

    it('links the signed-in buyer, and only them, to the order’s own page', async () => {
      const payload = { by: 'number', orderNumber: order.number, postcode: '3512 PH' };
      const own = await search(payload, { authorization: `Bearer ${buyerToken}` });
      assert.equal(own.json()['hydra:member'][0].uuid, order.uuid);
      const someone = await createCustomer(app());
      const token = (await signIn(app(), someone.email, someone.password)).access_token;
      const other = await search(payload, { authorization: `Bearer ${token}` });
      assert.equal(other.json()['hydra:member'][0].uuid, undefined);
    });

    it('checks the search with the shared schema', async () => {
      const response = await search({ by: 'number', orderNumber: '12', postcode: '99' });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(
        response
          .json()
          .violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
        [
          ['orderNumber', 'validation.orderNumber'],
          ['postcode', 'validation.postcode'],
        ],
      );
    });

    it('limits searches per address to 10 a minute', async () => {
      const ip = '10.8.8.8';
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const orderNumber = `FB-${200000 + i}`;
        statuses.push(
          (await search({ by: 'number', orderNumber, postcode: '1000' }, {}, ip)).statusCode,
        );
      }
      assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
    });

    it('limits searches for one order number from many addresses', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await search({
          by: 'number',
          orderNumber: 'FB-300000',
          postcode: `${1000 + i}`,
        });
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [...Array(5).fill(200), 429]);
    });

    it('does not count searches that find the order: the buyer may look as often as they like', async () => {
      for (let i = 0; i < 8; i += 1) {
        const response = await search({
          by: 'number',
          orderNumber: order.number,
          postcode: '3512 PH',
        });
        assert.equal(response.json()['hydra:totalItems'], 1);
      }
    });
  });
}
