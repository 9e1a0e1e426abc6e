import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { seedDemoData } from '../../src/db/seed';
import { dbTargets } from '../helpers/build';
import { listen, subscribe } from '../helpers/hub';
import { createCustomer, DEMO_COMPANY, nextAddress, requestToken } from '../helpers/oauth';
import { deliverWebhook, mollieSettings, payAtMollie, paymentIdOf } from '../helpers/mollie';

const redisUrl = process.env.REDIS_URL;
const postgres = dbTargets().find((target) => target.name === 'postgres');
// CI always has both: there a missing one is a broken setup, not a reason to skip.
if ((!redisUrl || !postgres) && process.env.CI)
  throw new Error('DATABASE_URL and REDIS_URL must be set in CI');

const companyUrl = `/relation/companies/${DEMO_COMPANY}`;
const address = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: 'Neude',
  housenumber: '1',
  postcode: '3512 AD',
  city: 'Utrecht',
  country: 'NL',
};

/**
 * A shopper's whole journey over two API instances on one PostgreSQL database and one Redis,
 * every request to the other instance than the one before, as nginx's round robin sends them
 * (issue 8, ADR 0010): nothing may depend on which instance answered before. PGlite lives in
 * one process, so this runs on PostgreSQL only.
 */
describe(
  'one journey over two API instances',
  { skip: redisUrl && postgres ? false : 'DATABASE_URL and REDIS_URL are not both set' },
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let dispose: () => Promise<void>;
    before(async () => {
      const opened = await postgres!.open();
      await seedDemoData(opened.handle.db);
      const keyPrefix = `test-${randomBytes(6).toString('hex')}:`;
      const instance = async () =>
        buildApp({
          db: opened.handle.db,
          logLevel: 'silent',
          payments: { mollie: await mollieSettings() },
          redisUrl,
          redisKeyPrefix: keyPrefix,
          giftCardMailCheckMs: 0,
          mail: { mailer: { send: async () => undefined } },
        });
      [a, b] = [await instance(), await instance()];
      dispose = opened.dispose;
    });
    after(async () => {
      await Promise.all([a, b].map((app) => app?.close()));
      await dispose?.();
    });

    /** One shopper's requests, from one address, as the proxy forwards them. */
    const shopper = nextAddress();
    const send = (app: FastifyInstance, options: InjectOptions) =>
      app.inject({ remoteAddress: shopper, ...options });

    it('signs in on A and goes on with the tokens on B; a refresh on B retires the old one on A', async () => {
      const customer = await createCustomer(a);
      const signedIn = await requestToken(
        a,
        { grant_type: 'password', username: customer.email, password: customer.password },
        { remoteAddress: shopper },
      );
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      const first = signedIn.json();
      const me = await send(b, {
        method: 'GET',
        url: '/me',
        headers: { authorization: `Bearer ${first.access_token}` },
      });
      assert.equal(me.statusCode, 200);
      assert.equal(me.json().email, customer.email);

      const refreshed = await requestToken(
        b,
        { grant_type: 'refresh_token', refresh_token: first.refresh_token },
        { remoteAddress: shopper },
      );
      assert.equal(refreshed.statusCode, 200, refreshed.body);
      const second = refreshed.json();
      assert.notEqual(second.refresh_token, first.refresh_token);
      const replayed = await requestToken(
        a,
        { grant_type: 'refresh_token', refresh_token: first.refresh_token },
        { remoteAddress: shopper },
      );
      assert.equal(replayed.statusCode, 400);
      assert.equal(replayed.json().error, 'invalid_grant');
      // Reusing a retired token revokes the whole sign-in (its family), on every instance.
      const afterReplay = await requestToken(
        b,
        { grant_type: 'refresh_token', refresh_token: second.refresh_token },
        { remoteAddress: shopper },
      );
      assert.equal(afterReplay.statusCode, 400);
    });

    it('fills a cart made on A through B, places it on A and once only when B gets the retry, pays on B and reads it on A', async () => {
      const customer = await createCustomer(b);
      const { access_token } = (
        await requestToken(
          b,
          { grant_type: 'password', username: customer.email, password: customer.password },
          { remoteAddress: shopper },
        )
      ).json();
      const bearer = { authorization: `Bearer ${access_token}` };

      const cart = (await send(a, { method: 'POST', url: '/carts' })).json();
      const product = (
        await send(b, { method: 'GET', url: '/catalogue/products/zonnig-boeket' })
      ).json();
      const variation = product.variations.find((v: { orderable: boolean }) => v.orderable);
      const added = await send(b, {
        method: 'POST',
        url: `/carts/${cart.uuid}/lines`,
        headers: { 'x-cart-secret': cart.secret },
        payload: { variationId: variation.id, quantity: 2 },
      });
      assert.equal(added.statusCode, 200, added.body);
      const seen = await send(a, {
        method: 'GET',
        url: `/carts/${cart.uuid}`,
        headers: { 'x-cart-secret': cart.secret },
      });
      assert.equal(seen.json().item_count, 2);

      const date = (
        await send(b, { method: 'GET', url: '/order/delivery-dates?country=NL' })
      ).json()['hydra:member'][0].date;
      const key = randomBytes(12).toString('hex');
      const place = (app: FastifyInstance) =>
        send(app, {
          method: 'POST',
          url: '/order/orders',
          headers: { ...bearer, 'x-cart-secret': cart.secret, 'idempotency-key': key },
          payload: {
            cart: cart.uuid,
            email: customer.email,
            deliveryDate: date,
            deliveryAddress: address,
            payment: { method: 'ideal', issuer: 'ideal_INGBNL2A' },
          },
        });
      const placed = await place(a);
      assert.equal(placed.statusCode, 201, placed.body);
      const retried = await place(b);
      assert.equal(retried.statusCode, 200, retried.body);
      assert.equal(retried.json().uuid, placed.json().uuid);
      assert.equal(retried.json().payment_redirect_url, placed.json().payment_redirect_url);
      // The secret comes from the key and the instances' shared TOKEN_SECRET, not from memory.
      assert.equal(retried.json().secret, placed.json().secret);
      const list = await send(a, { method: 'GET', url: '/order/orders', headers: bearer });
      assert.equal(list.json()['hydra:totalItems'], 1, 'one order');

      // Paid at Mollie; its webhook reaches the other instance, which asks Mollie and settles.
      const redirectUrl = placed.json().payment_redirect_url as string;
      await payAtMollie(redirectUrl, 'paid');
      const paid = await deliverWebhook(b, paymentIdOf(redirectUrl));
      assert.equal(paid.statusCode, 200, paid.body);
      const order = await send(a, {
        method: 'GET',
        url: `/order/orders/${placed.json().uuid}`,
        headers: bearer,
      });
      assert.equal(order.statusCode, 200);
      assert.equal(order.json().status, 'new');
      const byGuestSecret = await send(b, {
        method: 'GET',
        url: `/order/orders/${placed.json().uuid}`,
        headers: { 'x-order-secret': placed.json().secret },
      });
      assert.equal(byGuestSecret.json().status, 'new');
    });

    it('counts wrong passwords for one account on both instances together', async () => {
      const customer = await createCustomer(a);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await requestToken(
          attempt % 2 ? b : a,
          { grant_type: 'password', username: customer.email, password: 'Wrong1!x' },
          { remoteAddress: nextAddress() },
        );
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429]);
    });

    it('shows a lock taken on A to B, to its editors and to its live subscribers', async () => {
      const token = async (app: FastifyInstance, email: string) =>
        `Bearer ${(await requestToken(app, { grant_type: 'password', username: email, password: 'Bloem3n!' })).json().access_token}`;
      const beheer = { authorization: await token(a, 'beheer@bedrijf.nl') };
      const administratie = { authorization: await token(b, 'administratie@bedrijf.nl') };
      const { token: hubToken } = (
        await send(b, { method: 'GET', url: '/me/hub-token', headers: administratie })
      ).json();
      const stream = await subscribe(await listen(b), {
        topics: [`/api${companyUrl}`],
        token: hubToken,
      });
      try {
        assert.equal(stream.status, 200);
        const locked = await send(a, {
          method: 'POST',
          url: `${companyUrl}/lock`,
          headers: beheer,
        });
        assert.equal(locked.statusCode, 200, locked.body);
        const event = await stream.next();
        assert.equal(JSON.parse(event.data).activity.user.fullname, 'Beheer Bedrijf');

        const read = await send(b, { method: 'GET', url: companyUrl, headers: administratie });
        assert.equal(read.json().activity.user.fullname, 'Beheer Bedrijf');
        const taken = await send(b, {
          method: 'POST',
          url: `${companyUrl}/lock`,
          headers: administratie,
        });
        assert.equal(taken.statusCode, 409);
        const update = await send(b, {
          method: 'PUT',
          url: companyUrl,
          headers: administratie,
          payload: { name: 'Overgenomen BV' },
        });
        assert.equal(update.statusCode, 409);
      } finally {
        stream.close();
        await send(a, { method: 'POST', url: `${companyUrl}/unlock`, headers: beheer });
      }
      const free = await send(b, {
        method: 'POST',
        url: `${companyUrl}/lock`,
        headers: administratie,
      });
      assert.equal(free.statusCode, 200, 'released on A, free on B');
      await send(b, { method: 'POST', url: `${companyUrl}/unlock`, headers: administratie });
    });
  },
);
