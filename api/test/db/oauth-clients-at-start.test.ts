import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, scratchDatabase, startApiProcess } from '../helpers/api-process';

const FIRST_SECRET = 'the-fulfilment-secret-of-the-first-start-000';
const NEW_SECRET = 'the-fulfilment-secret-after-the-rotation-111';

/** The databases a start can run on: PGlite in a folder, and PostgreSQL when DATABASE_URL is set. */
const targets = [
  {
    name: 'pglite',
    open: async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-clients-'));
      return {
        env: { DATABASE_URL: '', PGLITE_DIR: dir },
        drop: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'postgres',
          open: async () => {
            const database = await scratchDatabase(process.env.DATABASE_URL!, 'shop_clients');
            return { env: { DATABASE_URL: database.url }, drop: database.drop };
          },
        },
      ]
    : []),
];

/**
 * The real server (src/server.ts) started three times on one database, as an operator would:
 * with FULFILMENT_CLIENT_SECRET, without it, and with a new one. A missing variable must never
 * delete the client (issue 30); a new value rotates its secret.
 */
for (const target of targets) {
  describe(`the fulfilment client across API starts on ${target.name}`, () => {
    const outbox = mkdtempSync(path.join(os.tmpdir(), 'shop-clients-outbox-'));
    let database: Awaited<ReturnType<(typeof target)['open']>>;
    let port = 0;
    let server: Awaited<ReturnType<typeof startApiProcess>> | undefined;
    const api = (p: string) => `http://127.0.0.1:${port}${p}`;

    before(async () => {
      database = await target.open();
      port = await freePort();
    });
    after(async () => {
      // A failed step leaves its server running.
      await server?.stop('SIGKILL');
      await database?.drop();
      rmSync(outbox, { recursive: true, force: true });
    });

    const start = async (secret: string | undefined) => {
      await server?.stop();
      server = await startApiProcess(port, {
        ...database.env,
        REDIS_URL: '',
        NODE_ENV: 'test',
        SEED_DEMO_DATA: 'false',
        MAIL_OUTBOX_DIR: outbox,
        LOG_LEVEL: 'warn',
        FULFILMENT_CLIENT_SECRET: secret ?? '',
      });
    };
    const token = (secret: string) =>
      fetch(api('/token'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: 'fulfilment',
          client_secret: secret,
          scope: 'fulfilment',
        }),
      });
    const orders = (accessToken: string) =>
      fetch(api('/back-office/orders'), { headers: { authorization: `Bearer ${accessToken}` } });

    it('keeps the client and its tokens without the secret, and rotates it with a new one', async () => {
      await start(FIRST_SECRET);
      const first = await token(FIRST_SECRET);
      assert.equal(first.status, 200, await first.clone().text());
      const { access_token: held } = (await first.json()) as { access_token: string };
      assert.equal((await orders(held)).status, 200);

      await start(undefined);
      assert.equal((await orders(held)).status, 200, 'the token it held still works');
      const again = await token(FIRST_SECRET);
      assert.equal(again.status, 200, 'its secret still gets tokens');

      await start(NEW_SECRET);
      const old = await token(FIRST_SECRET);
      assert.equal(old.status, 400);
      assert.equal(((await old.json()) as { error: string }).error, 'invalid_client');
      const rotated = await token(NEW_SECRET);
      assert.equal(rotated.status, 200, await rotated.clone().text());
      const { access_token: fresh } = (await rotated.json()) as { access_token: string };
      assert.equal((await orders(fresh)).status, 200);
    });
  });
}
