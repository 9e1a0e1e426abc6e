import { randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { seedDemoData } from '../../src/db/seed';
import { recordAnswers } from './answer-log';
import { mollieSettings } from './mollie';

export interface Target {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated and seeded database. */
  open: () => Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }>;
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set (each run in its own database). */
export function dbTargets(): Target[] {
  const targets: Target[] = [
    {
      name: 'pglite',
      open: async () => {
        const handle = await openDatabase({ pgliteDir: 'memory://' });
        return { handle, dispose: () => handle.close() };
      },
    },
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    targets.push({
      name: 'postgres',
      open: async () => {
        const name = `shop_test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
        return {
          handle,
          dispose: async () => {
            await handle.close();
            const cleanup = new pg.Client({ connectionString: serverUrl });
            await cleanup.connect();
            await cleanup.query(`drop database if exists ${name} with (force)`);
            await cleanup.end();
          },
        };
      },
    });
  }
  return targets;
}

/** The app's options; payments go to the Mollie stand-in unless a test names its own. */
type BuildOptions = Omit<AppOptions, 'db' | 'payments'> & { payments?: AppOptions['payments'] };

/**
 * One app per target and test file, on a seeded database; closed after the file.
 * Returns a getter because the app exists only once `before` has run. Options known only then
 * (the address of a server a `before` started) are given as a function.
 */
export function build(
  target: Target,
  options: BuildOptions | (() => BuildOptions) = {},
): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  let dispose: (() => Promise<void>) | undefined;
  before(async () => {
    const opened = await target.open();
    dispose = opened.dispose;
    await seedDemoData(opened.handle.db);
    app = await buildApp({
      db: opened.handle.db,
      logLevel: 'silent',
      giftCardMailCheckMs: 0,
      // The tests ask for unanswered captures again themselves (retryUnansweredCaptures).
      captureRetryMs: 0,
      payments: { mollie: await mollieSettings() },
      ...(typeof options === 'function' ? options() : options),
    });
    recordAnswers(app);
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await dispose?.();
  });
  return () => {
    if (!app) throw new Error('The app is not built yet');
    return app;
  };
}
