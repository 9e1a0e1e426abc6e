import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { seedDemoData } from '../../src/db/seed';
import { unknownCardNumber } from '../helpers/gift-card-numbers';
import { tcpCutter } from './tcp-cutter';
import { mollieSettings } from '../helpers/mollie';

const redisUrl = process.env.REDIS_URL;
// CI always has Redis: there a missing REDIS_URL is a broken setup, not a reason to skip.
if (!redisUrl && process.env.CI) throw new Error('REDIS_URL must be set in CI');

/** Eleven gift card lookups from one address, spread over the instances; their statuses. */
async function lookups(apps: FastifyInstance[], address: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const response = await apps[attempt % apps.length]!.inject({
      method: 'POST',
      url: '/giftcard/info',
      // Another card each time: only the limit per address (10 a minute) is at work.
      payload: { cardId: unknownCardNumber(attempt), verificationCode: '000000' },
      remoteAddress: address,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

async function until(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Redis going away under running API instances: the route limits (gift card lookups, password
 * reset, registration, …) must still hold, per instance, rather than let every request through;
 * when Redis is back, the instances count together again.
 */
describe(
  'route limits while Redis is away',
  { skip: redisUrl ? false : 'REDIS_URL is not set' },
  () => {
    let apps: [FastifyInstance, FastifyInstance];
    let handle: DatabaseHandle;
    let cutter: Awaited<ReturnType<typeof tcpCutter>>;

    before(async () => {
      const server = new URL(redisUrl!);
      cutter = await tcpCutter({ host: server.hostname, port: Number(server.port || 6379) });
      handle = await openDatabase({ pgliteDir: 'memory://' });
      await seedDemoData(handle.db);
      const relayed = new URL(redisUrl!);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(cutter.port);
      const keyPrefix = `test-${randomBytes(6).toString('hex')}:`;
      const instance = async () =>
        buildApp({
          db: handle.db,
          logLevel: 'silent',
          payments: { mollie: await mollieSettings() },
          redisUrl: relayed.href,
          redisKeyPrefix: keyPrefix,
        });
      apps = [await instance(), await instance()];
    });
    after(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await cutter.close();
      await handle.close();
    });

    it('counts in each instance while Redis cannot answer, and together again once it is back', async () => {
      await cutter.down();
      await until(() => apps.every((app) => app.redis!.status !== 'ready'), 'Redis to be gone');
      const [one] = apps;
      const alone = await lookups([one], '10.7.7.1');
      assert.ok(!alone.slice(0, 10).includes(429), alone.join());
      assert.equal(alone.at(-1), 429);
      // The answer to a limited request still says when to try again.
      const limited = await one.inject({
        method: 'POST',
        url: '/giftcard/info',
        payload: { cardId: unknownCardNumber(42), verificationCode: '000000' },
        remoteAddress: '10.7.7.1',
      });
      assert.equal(limited.statusCode, 429);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      // Per instance: the other one counts the same address from zero, and stops it at ten too.
      const other = await lookups([apps[1]], '10.7.7.1');
      assert.ok(!other.slice(0, 10).includes(429), other.join());
      assert.equal(other.at(-1), 429);

      await cutter.up();
      await until(() => apps.every((app) => app.redis!.status === 'ready'), 'Redis to be back');
      // Back in Redis: both instances together allow ten, not ten each.
      const together = await lookups(apps, '10.7.7.2');
      assert.equal(together.filter((status) => status === 429).length, 1, together.join());
      assert.equal(together.at(-1), 429);
    });
  },
);
