import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import * as schema from '../../src/db/schema';
import { mollieSettings } from '../helpers/mollie';

const migrations = path.resolve(import.meta.dirname, '..', '..', 'drizzle');

/** The migrations folder as it was before the product page (0000–0003). */
async function migrationsBefore(tag: string) {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

type Opened = {
  db: Database;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

async function openEmpty(kind: 'pglite' | 'postgres'): Promise<Opened> {
  if (kind === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Database,
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const name = `shop_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString() });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const kinds: ('pglite' | 'postgres')[] = [
  'pglite',
  ...(process.env.DATABASE_URL ? ['postgres' as const] : []),
];
/** Raw rows of a statement (both drivers answer `{rows}`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

for (const kind of kinds) {
  describe(`migrating a database from before the product page on ${kind}`, () => {
    let opened: Opened;
    let app: FastifyInstance;
    let oldFolder: string;
    let cart: { uuid: string; lineId: string; variationId: number };

    before(async () => {
      opened = await openEmpty(kind);
      oldFolder = await migrationsBefore('0004_product_page_options');
      await opened.migrate(oldFolder);
      // What an existing shop holds: a product with size variations and a cart with a line.
      const { db } = opened;
      await db.execute(
        sql`insert into categories (slug, names) values ('boeketten', '{"nl-nl":"Boeketten"}')`,
      );
      await db.execute(sql`insert into products (slug, category_id, names, descriptions, vat_class, colour, shape)
        values ('oud-boeket', (select id from categories), '{"nl-nl":"Oud boeket"}', '{"nl-nl":"Bestond al."}', 'reduced', 'rood', 'bouquet')`);
      await db.execute(sql`insert into product_variations (product_id, sku, properties, price_cents) values
        ((select id from products), 'oud-boeket-m', '{"size":{"nl-nl":"Middel"},"colour":{"nl-nl":"Rood"}}', 2995),
        ((select id from products), 'oud-boeket-xl', '{"size":{"nl-nl":"Extra groot"},"colour":{"nl-nl":"Rood"}}', 5995)`);
      const [created] = rowsOf<{ uuid: string }>(
        await db.execute(
          sql`insert into carts (secret_hash) values (${'0'.repeat(64)}) returning uuid`,
        ),
      );
      const [line] = rowsOf<{ id: string; variation_id: number }>(
        await db.execute(sql`insert into cart_lines (cart_uuid, variation_id, quantity)
          values (${created!.uuid}, (select id from product_variations where sku = 'oud-boeket-m'), 2)
          returning id, variation_id`),
      );
      cart = { uuid: created!.uuid, lineId: line!.id, variationId: line!.variation_id };
      await opened.migrate(migrations);
      app = await buildApp({
        db,
        logLevel: 'silent',
        payments: { mollie: await mollieSettings() },
      });
      await app.ready();
    });
    after(async () => {
      await app?.close();
      await opened?.close();
      await rm(oldFolder, { recursive: true, force: true });
    });

    it('gives existing products a main group and existing variations their value codes', async () => {
      const product = (
        await app.inject({ method: 'GET', url: '/catalogue/products/oud-boeket' })
      ).json();
      assert.equal(product.product_group_id, 1);
      assert.deepEqual(
        product.properties.map((p: { id: string }) => p.id),
        ['size', 'colour'],
      );
      assert.deepEqual(
        product.variations.map((v: { property_values: object }) => v.property_values),
        [
          { size: 'M', colour: 'rood' },
          { size: 'XL', colour: 'rood' },
        ],
      );
      assert.equal(product.images.length, 2);
      assert.equal(product.meta_title, 'Oud boeket');
      assert.deepEqual(
        [product.personalization, product.letter, product.upsells],
        [null, null, []],
      );
    });

    it('keeps existing cart lines, which the same plain choice still adds to', async () => {
      const [line] = rowsOf<{ quantity: number; options_key: string }>(
        await opened.db.execute(
          sql`select quantity, options_key from cart_lines where id = ${cart.lineId}`,
        ),
      );
      assert.deepEqual(line, { quantity: 2, options_key: '' });
      assert.deepEqual(
        await app.carts.addLine(cart.uuid, { variationId: cart.variationId, quantity: 1 }),
        [],
      );
      const view = await app.carts.view(cart.uuid, 'nl-nl', 'nl');
      assert.deepEqual(
        view.lines.map((l) => [l.id, l.quantity]),
        [[cart.lineId, 3]],
      );
    });
  });
}
