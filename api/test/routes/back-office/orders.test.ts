import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../../helpers/build';
import { createCustomer, jwtClaims, nextAddress, requestToken, signIn } from '../../helpers/oauth';
import { placePaidOrder, STAFF_EMAIL, staffHeaders } from '../../helpers/back-office';
import { listen, subscribe } from '../../helpers/hub';
import { customers } from '../../../src/db/schema';
import type { MailMessage } from '../../../src/plugins/app/core/mailer';

type Headers = Record<string, string>;

for (const target of dbTargets()) {
  describe(`the back office's orders on ${target.name}`, () => {
    const mails: MailMessage[] = [];
    const app = build(target, {
      mail: { mailer: { send: async (mail) => void mails.push(mail) } },
    });
    let staff: Headers | undefined;
    const asStaff = async () => (staff ??= await staffHeaders(app()));

    const move = async (uuid: string, transition: string, headers?: Headers) =>
      app().inject({
        method: 'POST',
        url: `/back-office/orders/${uuid}/transitions`,
        headers: headers ?? (await asStaff()),
        payload: { transition },
      });
    const addParcel = async (uuid: string, payload: object, headers?: Headers) =>
      app().inject({
        method: 'POST',
        url: `/back-office/orders/${uuid}/track-and-trace`,
        headers: headers ?? (await asStaff()),
        payload,
      });
    const parcel = {
      carrier: 'postnl',
      code: '3SBLM1234567',
      url: 'https://jouw.postnl.nl/track-and-trace/3SBLM1234567-NL-3511AB',
    };

    it('signs staff in through the back office’s client only, with a refresh token of their own', async () => {
      const staffToken = await requestToken(app(), {
        client_id: 'shop-backoffice',
        grant_type: 'password',
        username: STAFF_EMAIL,
        password: 'Bloem3n!',
      });
      assert.equal(staffToken.statusCode, 200, staffToken.body);
      // Its sessions and their limits: staff-sessions.test.ts (ADR 0048).
      assert.equal(typeof staffToken.json().refresh_token, 'string');
      const claims = jwtClaims(staffToken.json().access_token);
      assert.match(String(claims.sub), /^staff:[0-9a-f-]{36}$/);
      assert.equal(claims.client_id, 'shop-backoffice');
      // The shop's own client knows no staff member, the back office's no customer.
      const asCustomer = await requestToken(app(), {
        grant_type: 'password',
        username: STAFF_EMAIL,
        password: 'Bloem3n!',
      });
      assert.equal(asCustomer.statusCode, 400);
      assert.equal(asCustomer.json().error, 'invalid_grant');
      const customerThere = await requestToken(app(), {
        client_id: 'shop-backoffice',
        grant_type: 'password',
        username: 'demo@bloemenzo.nl',
        password: 'Bloem3n!',
      });
      assert.equal(customerThere.statusCode, 400);
      assert.equal(customerThere.json().error, 'invalid_grant');
      // A staff token opens no customer's route.
      const me = await app().inject({
        method: 'GET',
        url: '/me',
        headers: { authorization: `Bearer ${staffToken.json().access_token}` },
      });
      assert.equal(me.statusCode, 401);
    });

    it('lists orders by status and delivery date, soonest delivery first, paged', async () => {
      const first = await placePaidOrder(app());
      const second = await placePaidOrder(app());
      const list = await app().inject({
        method: 'GET',
        url: `/back-office/orders?status=new&delivery_from=${first.delivery_date}&delivery_till=${first.delivery_date}&page_items=1`,
        headers: await asStaff(),
      });
      assert.equal(list.statusCode, 200, list.body);
      const body = list.json();
      assert.equal(body['@type'], 'hydra:Collection');
      assert.ok(body['hydra:totalItems'] >= 2);
      assert.equal(body['hydra:member'].length, 1);
      assert.match(body['hydra:view']['hydra:next'], /page=2/);
      assert.match(body['hydra:view']['hydra:next'], /status=new/);
      const member = body['hydra:member'][0];
      assert.equal(member.status, 'new');
      assert.equal(member.delivery_date, first.delivery_date);
      assert.equal(member['@id'], `/api/back-office/orders/${member.uuid}`);
      const found = await app().inject({
        method: 'GET',
        url: `/back-office/orders?search=${second.number}`,
        headers: await asStaff(),
      });
      assert.deepEqual(
        found.json()['hydra:member'].map((order: { number: string }) => order.number),
        [second.number],
      );
      const none = await app().inject({
        method: 'GET',
        url: '/back-office/orders?status=sent,completed&search=nobody@example.nl',
        headers: await asStaff(),
      });
      assert.equal(none.json()['hydra:totalItems'], 0);
      const wrong = await app().inject({
        method: 'GET',
        url: '/back-office/orders?status=shipped',
        headers: await asStaff(),
      });
      assert.equal(wrong.statusCode, 400);
      const backwards = await app().inject({
        method: 'GET',
        url: '/back-office/orders?delivery_from=2026-12-10&delivery_till=2026-12-01',
        headers: await asStaff(),
      });
      assert.equal(backwards.statusCode, 400);
    });

    it('opens an order with its lines, amounts, addresses, history and the moves possible now', async () => {
      const placed = await placePaidOrder(app());
      const response = await app().inject({
        method: 'GET',
        url: `/back-office/orders/${placed.uuid}`,
        headers: await asStaff(),
      });
      assert.equal(response.statusCode, 200, response.body);
      const order = response.json();
      assert.equal(order['@type'], 'BackOfficeOrder');
      assert.equal(order['@context'], '/api/contexts/BackOfficeOrder');
      assert.equal(order.number, placed.number);
      assert.equal(order.lines.length, 1);
      assert.equal(order.delivery_address.city, 'Utrecht');
      assert.ok(order.total.incl_vat > 0);
      assert.deepEqual(
        order.history.map((entry: { transition: string; actor: string }) => [
          entry.transition,
          entry.actor,
        ]),
        [
          ['create', 'guest'],
          ['request_payment', 'guest'],
          ['pay', 'payment:mollie'],
        ],
      );
      assert.deepEqual(order.available_transitions, ['hold', 'send_to_supplier', 'cancel']);
      assert.deepEqual(order.refunds, []);
      const missing = await app().inject({
        method: 'GET',
        url: '/back-office/orders/00000000-0000-4000-8000-000000000000',
        headers: await asStaff(),
      });
      assert.equal(missing.statusCode, 404);
    });

    it('moves an order along the table, records who and when, and refuses other moves with 409', async () => {
      const placed = await placePaidOrder(app());
      const refused = await move(placed.uuid, 'ship');
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json()['@type'], 'hydra:Error');
      assert.equal(refused.json()['hydra:description'], 'An order that is new cannot ship');
      const unknown = await move(placed.uuid, 'pay');
      assert.equal(unknown.statusCode, 400, 'payments are the provider’s, not staff’s');
      const started = Date.now();
      for (const [transition, status] of [
        ['send_to_supplier', 'pending'],
        ['assign', 'assigned'],
        ['process', 'processed'],
      ]) {
        const moved = await move(placed.uuid, transition!);
        assert.equal(moved.statusCode, 200, moved.body);
        assert.equal(moved.json().status, status);
      }
      const order = (
        await app().inject({
          method: 'GET',
          url: `/back-office/orders/${placed.uuid}`,
          headers: await asStaff(),
        })
      ).json();
      const steps = order.history.slice(-3);
      for (const step of steps) {
        assert.match(step.actor, /^staff:/);
        assert.equal(step.actor_name, 'Winkel Bloem & Zo');
        assert.ok(Date.parse(step.at) >= started - 1000);
      }
      assert.deepEqual(order.available_transitions, ['ship']);
      // Twice the same move: the second finds the order moved on.
      const again = await move(placed.uuid, 'process');
      assert.equal(again.statusCode, 409);
    });

    it('adds track & trace codes, validated, once each', async () => {
      const placed = await placePaidOrder(app());
      for (const bad of [
        { ...parcel, url: 'http://jouw.postnl.nl/3SBLM1234567' },
        { ...parcel, url: 'javascript:alert(1)' },
        { ...parcel, carrier: 'pigeon' },
        { ...parcel, code: '' },
        { ...parcel, extra: 'field' },
      ]) {
        const response = await addParcel(placed.uuid, bad);
        assert.equal(response.statusCode, 400, JSON.stringify(bad));
      }
      const added = await addParcel(placed.uuid, parcel);
      assert.equal(added.statusCode, 201, added.body);
      assert.equal(added.json().track_and_trace.length, 1);
      assert.equal(added.json().track_and_trace[0].code, parcel.code);
      const twice = await addParcel(placed.uuid, parcel);
      assert.equal(twice.statusCode, 200);
      assert.equal(twice.json().track_and_trace.length, 1);
      // The customer's answer says which parcel, never which staff member added it.
      const customerView = await app().inject({
        method: 'GET',
        url: `/order/orders/${placed.uuid}`,
        headers: { 'x-order-secret': placed.secret! },
      });
      assert.deepEqual(Object.keys(customerView.json().track_and_trace[0]).sort(), [
        'added_at',
        'carrier',
        'code',
        'url',
      ]);
    });

    it('ships: the customer sees sent and the link on their order, in order search and live, and gets a mail in their preferred language', async () => {
      const customer = await createCustomer(app());
      await app()
        .db.update(customers)
        .set({ preferredLanguage: 'fr-be' })
        .where(eq(customers.uuid, customer.uuid));
      const customerHeaders = {
        authorization: `Bearer ${(await signIn(app(), customer.email, customer.password)).access_token}`,
      };
      // Placed from an English page: the mails still follow the preferred language.
      const placed = await placePaidOrder(app(), {
        customer: customerHeaders,
        email: customer.email,
      });
      const confirmation = mails.findLast((mail) => mail.to === customer.email);
      assert.match(confirmation!.subject, /^Confirmation de votre commande/);

      const hubToken = (
        await app().inject({ method: 'GET', url: '/me/hub-token', headers: customerHeaders })
      ).json();
      const topic = `/api/relation/customers/${customer.uuid}/orders`;
      assert.ok(hubToken.topics.includes(topic));
      const stream = await subscribe(await listen(app()), {
        topics: [topic],
        token: hubToken.token,
      });
      try {
        assert.equal(stream.status, 200);
        for (const transition of ['send_to_supplier', 'process'])
          assert.equal((await move(placed.uuid, transition)).statusCode, 200);
        assert.equal((await addParcel(placed.uuid, parcel)).statusCode, 201);
        const shipped = await move(placed.uuid, 'ship');
        assert.equal(shipped.statusCode, 200, shipped.body);
        assert.equal(shipped.json().status, 'sent');
        const live = await stream.next((event) => JSON.parse(event.data).status === 'sent');
        const update = JSON.parse(live.data);
        assert.equal(update['@id'], `/api/order/orders/${placed.uuid}`);
        assert.equal(update.track_and_trace[0].url, parcel.url);
      } finally {
        stream.close();
      }

      const mail = mails.findLast((sent) => sent.to === customer.email);
      assert.equal(mail!.subject, `Votre commande ${placed.number} est en route`);
      assert.ok(mail!.text.includes(parcel.url));
      assert.ok(mail!.html.includes(`href="${parcel.url}"`));

      const page = await app().inject({
        method: 'GET',
        url: `/order/orders/${placed.uuid}`,
        headers: customerHeaders,
      });
      assert.equal(page.json().status, 'sent');
      assert.equal(page.json().track_and_trace[0].url, parcel.url);
      const search = await app().inject({
        method: 'POST',
        url: '/order/search',
        remoteAddress: nextAddress(),
        payload: { by: 'number', orderNumber: placed.number, postcode: '3511 AB' },
      });
      assert.equal(search.statusCode, 200, search.body);
      const [found] = search.json()['hydra:member'];
      assert.equal(found.status, 'sent');
      assert.equal(found.track_and_trace[0].carrier, 'postnl');
      assert.equal(found.track_and_trace[0].url, parcel.url);
    });

    it('refuses customers and company users, whatever they hold', async () => {
      const placed = await placePaidOrder(app());
      const viewer = {
        authorization: `Bearer ${(await signIn(app(), 'kijker@bedrijf.nl', 'Bloem3n!')).access_token}`,
      };
      const list = await app().inject({
        method: 'GET',
        url: '/back-office/orders',
        headers: viewer,
      });
      assert.equal(list.statusCode, 403, 'orders.read of a company is not the shop’s');
      assert.equal((await move(placed.uuid, 'hold', viewer)).statusCode, 403);
      const none = await app().inject({ method: 'GET', url: '/back-office/orders' });
      assert.equal(none.statusCode, 401);
    });
  });
}
