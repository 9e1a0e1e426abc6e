import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { seedDemoData } from '../../src/db/seed';
import { orderLines, orders, productVariations } from '../../src/db/schema';
import { nextAddress } from '../helpers/oauth';
import { tcpCutter } from './tcp-cutter';
import { cardPayment, dutchAddress } from '../helpers/order-input';
import { mollieSettings } from '../helpers/mollie';

const serverUrl = process.env.DATABASE_URL;
// CI always has PostgreSQL: there a missing DATABASE_URL is a broken setup, not a reason to skip.
if (!serverUrl && process.env.CI) throw new Error('DATABASE_URL must be set in CI');

/**
 * PostgreSQL going away under a running API (issue 8): requests fail fast with a localized 503,
 * the API recovers by itself when the database is back, and a connection lost in the middle of
 * placing an order leaves nothing half-written. PostgreSQL only: PGlite runs in the process and
 * cannot go away on its own.
 */
describe(
  'the API while PostgreSQL is away',
  { skip: serverUrl ? false : 'DATABASE_URL is not set' },
  () => {
    let app: FastifyInstance;
    let handle: DatabaseHandle;
    let cutter: Awaited<ReturnType<typeof tcpCutter>>;
    const name = `shop_outage_${randomBytes(6).toString('hex')}`;

    before(async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const server = new URL(serverUrl!);
      cutter = await tcpCutter({ host: server.hostname, port: Number(server.port || 5432) });
      const url = new URL(serverUrl!);
      url.host = `127.0.0.1:${cutter.port}`;
      url.pathname = `/${name}`;
      handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
      await seedDemoData(handle.db);
      app = await buildApp({
        db: handle.db,
        logLevel: 'silent',
        giftCardMailCheckMs: 0,
        payments: { mollie: await mollieSettings() },
        // Every read goes to the database: the catalogue cache (ADR 0043) would answer the list
        // from memory until this instance notices, a few milliseconds later, that it is gone.
        catalogueCache: { ttlMs: 0 },
      });
      await app.ready();
    });
    after(async () => {
      await app?.close();
      await handle?.close();
      await cutter?.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    });

    const products = () =>
      app.inject({
        method: 'GET',
        url: '/catalogue/products',
        headers: { 'accept-language': 'en-US' },
      });

    it('answers a localized 503 at once while it is down, and serves again when it is back', async () => {
      assert.equal((await products()).statusCode, 200);
      await cutter.down();
      const started = Date.now();
      const refused = await products();
      assert.equal(refused.statusCode, 503);
      assert.equal(
        refused.json()['hydra:description'],
        'The shop cannot be reached right now. Please try again shortly.',
      );
      // Refused connections fail at once, not after the pool's connection timeout.
      assert.ok(Date.now() - started < 5_000, 'a refused connection does not wait');
      assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 503);

      await cutter.up();
      // No restart: the pool drops the broken connections and opens new ones.
      assert.equal((await products()).statusCode, 200);
      assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
    });

    it('a connection lost while the order is written leaves no order, no stock taken; the retry places it once', async () => {
      const cart = (await app.inject({ method: 'POST', url: '/carts' })).json();
      const product = (
        await app.inject({ method: 'GET', url: '/catalogue/products/geurkaars' })
      ).json();
      const variationId = product.variations.find((v: { orderable: boolean }) => v.orderable).id;
      const added = await app.inject({
        method: 'POST',
        url: `/carts/${cart.uuid}/lines`,
        headers: { 'x-cart-secret': cart.secret },
        payload: { variationId, quantity: 2 },
      });
      assert.equal(added.statusCode, 200, added.body);
      const stock = async () =>
        (
          await handle.db
            .select({ stock: productVariations.stock })
            .from(productVariations)
            .where(eq(productVariations.id, variationId))
        )[0]!.stock;
      const before = await stock();
      const date = (
        await app.inject({ method: 'GET', url: '/order/delivery-dates?country=NL' })
      ).json()['hydra:member'][0].date;
      const key = randomBytes(12).toString('hex');
      const place = async () =>
        app.inject({
          method: 'POST',
          url: '/order/orders',
          remoteAddress: nextAddress(),
          headers: {
            'content-type': 'application/json',
            'x-cart-secret': cart.secret,
            'accept-language': 'en-US',
            'idempotency-key': key,
          },
          payload: {
            cart: cart.uuid,
            email: 'storing@example.nl',
            deliveryDate: date,
            deliveryAddress: dutchAddress,
            payment: await cardPayment(),
          },
        });

      // The order row and the stock change are written; then the lines' insert loses its connection.
      cutter.cutWhen(/insert into "order_lines"/i);
      const lost = await place();
      assert.equal(cutter.cuts, 1, 'the connection was cut in the middle of the transaction');
      assert.equal(lost.statusCode, 503, lost.body);
      assert.equal(
        (await handle.db.select().from(orders).where(eq(orders.cartUuid, cart.uuid))).length,
        0,
      );
      assert.equal(await stock(), before, 'the stock taken in that transaction went back');

      const retried = await place();
      assert.equal(retried.statusCode, 201, retried.body);
      const placed = await handle.db.select().from(orders).where(eq(orders.cartUuid, cart.uuid));
      assert.equal(placed.length, 1);
      const lines = await handle.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderUuid, placed[0]!.uuid));
      assert.equal(lines.length, 1);
      assert.equal(await stock(), before! - 2);
      // And once more: the same order, not a second.
      const again = await place();
      assert.equal(again.statusCode, 200);
      assert.equal(again.json().uuid, placed[0]!.uuid);
    });
  },
);
