import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../../../src/app';
import { openDatabase, type Database, type DatabaseHandle } from '../../../../src/db/database';
import { categories, productVariations } from '../../../../src/db/schema';
import { seedDemoData } from '../../../../src/db/seed';
import db from '../../../../src/plugins/external/db';
import requestContext from '../../../../src/plugins/app/core/request-context';
import catalogueCache from '../../../../src/plugins/app/catalogue/catalogue-cache';
import { LISTENER_NAME } from '../../../../src/plugins/app/catalogue/cache/change-listener';
import { dbTargets } from '../../../helpers/build';
import { mollieSettings } from '../../../helpers/mollie';
import type { ProductVariation } from '@shop/contracts/api';

type Variation = ProductVariation;

/** Asks until `check` holds, for at most `ms`: change notices arrive on their own connection. */
async function eventually(check: () => Promise<boolean>, ms = 2000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

/** The connection string of a database the PostgreSQL target opened. */
const urlOf = (database: Database) =>
  (database as unknown as { $client: { options: { connectionString: string } } }).$client.options
    .connectionString;

for (const target of dbTargets()) {
  /**
   * Two instances of the API on one database, as behind nginx (ADR 0043). On PostgreSQL each has
   * its own pool and its own listening connection. PGlite lives inside one process and one
   * connection, so a second process cannot open it: here both apps share the one PGlite, and
   * each hears its notices on that connection.
   */
  describe(`catalogue answers from memory, two instances on ${target.name}`, () => {
    let dispose: () => Promise<void>;
    let second: DatabaseHandle | undefined;
    let a: FastifyInstance;
    let b: FastifyInstance;
    // A TTL far beyond the test: only a change notice can make an instance read again.
    const options = { logLevel: 'silent' as const, giftCardMailCheckMs: 0 };
    const cache = { ttlMs: 10 * 60_000, retryMs: 100 };

    before(async () => {
      const opened = await target.open();
      dispose = opened.dispose;
      await seedDemoData(opened.handle.db);
      const payments = { mollie: await mollieSettings() };
      a = await buildApp({ ...options, payments, db: opened.handle.db, catalogueCache: cache });
      if (target.name === 'postgres') {
        second = await openDatabase({ databaseUrl: urlOf(opened.handle.db), pgliteDir: '' });
      }
      b = await buildApp({
        ...options,
        payments,
        db: (second ?? opened.handle).db,
        catalogueCache: cache,
      });
      await Promise.all([a.ready(), b.ready()]);
    });
    after(async () => {
      await a?.close();
      await b?.close();
      await second?.close();
      await dispose?.();
    });

    const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US', ...headers } });
    const candle = async (app: FastifyInstance) => {
      const response = await get(app, '/catalogue/products/geurkaars');
      assert.equal(response.statusCode, 200);
      return response.json().variations as Variation[];
    };
    const hits = (app: FastifyInstance) => app.catalogueCache.stats().hits;
    const setVariation = (sku: string, values: Partial<typeof productVariations.$inferInsert>) =>
      a.db.update(productVariations).set(values).where(eq(productVariations.sku, sku));

    it('listens for change notices from the start', () => {
      assert.equal(a.catalogueCache.listening, true);
      assert.equal(b.catalogueCache.listening, true);
    });

    it('answers a product, a list and the categories again from memory, byte for byte', async () => {
      for (const url of [
        '/catalogue/products/geurkaars',
        '/catalogue/products?category=cadeaus&sort=price-asc',
        '/catalogue/categories',
        '/catalogue/product-filters?category=cadeaus',
      ]) {
        const first = await get(a, url);
        assert.equal(first.statusCode, 200, url);
        const before = hits(a);
        const again = await get(a, url);
        assert.equal(hits(a), before + 1, `${url} came from memory`);
        assert.equal(again.body, first.body);
        assert.equal(again.headers.etag, first.headers.etag);
        assert.equal(again.headers['content-type'], first.headers['content-type']);
        assert.equal(again.headers['cache-control'], 'public, max-age=0, s-maxage=5');
        assert.equal(again.headers.vary, 'accept-language, x-site-context');
        assert.ok(Date.parse(String(again.headers['last-modified'])) > 0, 'Last-Modified');
      }
    });

    it('answers 304 from memory to the ETag it keeps', async () => {
      const first = await get(a, '/catalogue/products/geurkaars');
      const before = hits(a);
      const revalidated = await get(a, '/catalogue/products/geurkaars', {
        'if-none-match': first.headers.etag as string,
      });
      assert.equal(hits(a), before + 1);
      assert.equal(revalidated.statusCode, 304);
      assert.equal(revalidated.body, '');
      assert.equal(revalidated.headers.etag, first.headers.etag);
    });

    it('sends the answer gzip-compressed from memory to whoever accepts it, with its own ETag', async () => {
      const url = '/catalogue/products/geurkaars';
      const plain = await get(a, url);
      const compressed = await get(a, url, { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(compressed.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(compressed.rawPayload).toString(), plain.body);
      assert.equal(compressed.headers.vary, 'accept-language, x-site-context, accept-encoding');
      assert.notEqual(compressed.headers.etag, plain.headers.etag);
      const revalidated = await get(a, url, {
        'accept-encoding': 'gzip',
        'if-none-match': compressed.headers.etag as string,
      });
      assert.equal(revalidated.statusCode, 304);
      const refused = await get(a, url, { 'accept-encoding': 'gzip;q=0, identity' });
      assert.equal(refused.headers['content-encoding'], undefined);
      assert.equal(refused.body, plain.body);
    });

    it('keeps an answer per language and site', async () => {
      const url = '/catalogue/products/geurkaars';
      const dutch = await get(a, url, { 'accept-language': 'nl-NL' });
      const belgian = await get(a, url, { 'accept-language': 'fr-BE', 'x-site-context': 'be' });
      const english = await get(a, url);
      assert.notEqual(dutch.headers.etag, belgian.headers.etag);
      assert.notEqual(dutch.headers.etag, english.headers.etag);
      const before = hits(a);
      assert.equal((await get(a, url, { 'accept-language': 'nl-NL' })).body, dutch.body);
      const again = await get(a, url, { 'accept-language': 'fr-BE', 'x-site-context': 'be' });
      assert.equal(again.body, belgian.body);
      assert.equal(hits(a), before + 2);
    });

    it('a new price reaches both instances’ answers, and the old ETag no longer answers 304', async () => {
      const [variation] = await candle(a);
      await candle(b);
      const etag = (await get(b, '/catalogue/products/geurkaars')).headers.etag as string;
      const list = '/catalogue/products?category=cadeaus&sort=price-asc';
      const listBefore = (await get(b, list)).body;
      const price = variation!.price.incl_vat + 100;
      await setVariation(variation!.sku, { priceCents: price });
      const priced = async (app: FastifyInstance) =>
        (await candle(app)).some((v) => v.id === variation!.id && v.price.incl_vat === price);
      assert.ok(await eventually(() => priced(a)), 'instance A shows the new price');
      assert.ok(await eventually(() => priced(b)), 'instance B shows the new price');
      const revalidated = await get(b, '/catalogue/products/geurkaars', { 'if-none-match': etag });
      assert.equal(revalidated.statusCode, 200);
      assert.notEqual(revalidated.headers.etag, etag);
      assert.notEqual((await get(b, list)).body, listBefore, 'the list was read again too');
    });

    it('an instance reads a change it made itself at once, not a moment later', async () => {
      const [variation] = await candle(a);
      for (const price of [1111, 2222, 3333]) {
        await setVariation(variation!.sku, { priceCents: price });
        const shown = (await candle(a)).find((v) => v.id === variation!.id)!.price.incl_vat;
        assert.equal(shown, price);
      }
    });

    it('a category renamed in the database is renamed in both instances’ lists', async () => {
      const names = async (app: FastifyInstance) => {
        const members: { name: string }[] = (await get(app, '/catalogue/categories')).json()[
          'hydra:member'
        ];
        return members.map((category) => category.name);
      };
      assert.ok(!(await names(a)).includes('Presents'));
      assert.ok(!(await names(b)).includes('Presents'));
      await a.db
        .update(categories)
        .set({ names: sql`${categories.names} || '{"en-us": "Presents"}'::jsonb` })
        .where(eq(categories.slug, 'cadeaus'));
      assert.ok(await eventually(async () => (await names(a)).includes('Presents')));
      assert.ok(await eventually(async () => (await names(b)).includes('Presents')));
    });

    it('stock shows as sold out on both instances when it reaches zero, and back when it returns', async () => {
      const [, variation] = await candle(a);
      const sku = variation!.sku;
      const orderable = async (app: FastifyInstance) =>
        (await candle(app)).find((v) => v.sku === sku)!.orderable;
      assert.equal(await orderable(b), true);
      await setVariation(sku, { stock: 0 });
      assert.ok(await eventually(async () => !(await orderable(a))), 'A: sold out');
      assert.ok(await eventually(async () => !(await orderable(b))), 'B: sold out');
      await setVariation(sku, { stock: 3 });
      assert.ok(await eventually(() => orderable(a)), 'A: to be had again');
      assert.ok(await eventually(() => orderable(b)), 'B: to be had again');
    });

    it('stock taken off without running out leaves the answers in memory', async () => {
      const [, variation] = await candle(a);
      await setVariation(variation!.sku, { stock: 7 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await candle(a);
      const before = hits(a);
      await setVariation(variation!.sku, { stock: 6 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await candle(a);
      assert.equal(hits(a), before + 1, 'no notice for 7 → 6 items');
    });

    if (target.name === 'postgres') {
      it('keeps nothing while the listening connection is lost, and listens again', async () => {
        await candle(a);
        await a.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and application_name = ${LISTENER_NAME}`,
        );
        assert.ok(await eventually(async () => !a.catalogueCache.listening, 1000), 'lost');
        const before = hits(a);
        await candle(a);
        await candle(a);
        // Without notices, a change could pass unseen: each read goes to the database.
        if (!a.catalogueCache.listening) assert.equal(hits(a), before);
        assert.ok(await eventually(async () => a.catalogueCache.listening, 3000), 'listens again');
        assert.ok(await eventually(async () => b.catalogueCache.listening, 3000), 'B too');
        await candle(a);
        const after = hits(a);
        await candle(a);
        assert.equal(hits(a), after + 1);
      });
    }
  });
}

describe('the catalogue cache and personal answers (ADR 0041)', () => {
  it('refuses at start-up a route that asks for it but is not the same for everyone', async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    const app = Fastify({ logger: false });
    try {
      await app.register(db, { db: handle.db });
      await app.register(requestContext);
      await app.register(catalogueCache);
      assert.throws(
        () => app.get('/me', { config: { catalogueCache: true } }, async () => ({ mine: true })),
        /GET \/me asks for the catalogue cache but is not a public GET/,
      );
    } finally {
      await app.close().catch(() => undefined);
      await handle.close();
    }
  });
});
