import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { seedDemoData } from '../../src/db/seed';
import { dbTargets } from '../helpers/build';
import { createCustomer, requestToken } from '../helpers/oauth';
import { unknownCardNumber } from '../helpers/gift-card-numbers';
import { mollieSettings } from '../helpers/mollie';

const redisUrl = process.env.REDIS_URL;
// CI always has Redis: there a missing REDIS_URL is a broken setup, not a reason to skip.
if (!redisUrl && process.env.CI) throw new Error('REDIS_URL must be set in CI');

/**
 * Two API instances on one database and one Redis, as behind nginx's round robin: every limit
 * must hold across both, or scaling out would multiply what an attacker may try.
 */
for (const target of dbTargets()) {
  describe(
    `limits across two API instances on ${target.name}`,
    { skip: redisUrl ? false : 'REDIS_URL is not set' },
    () => {
      let apps: [FastifyInstance, FastifyInstance];
      let dispose: () => Promise<void>;
      before(async () => {
        const opened = await target.open();
        await seedDemoData(opened.handle.db);
        const keyPrefix = `test-${randomBytes(6).toString('hex')}:`;
        const instance = async () =>
          buildApp({
            db: opened.handle.db,
            logLevel: 'silent',
            payments: { mollie: await mollieSettings() },
            redisUrl,
            redisKeyPrefix: keyPrefix,
          });
        apps = [await instance(), await instance()];
        dispose = opened.dispose;
      });
      after(async () => {
        await Promise.all(apps.map((app) => app.close()));
        await dispose();
      });

      it('counts password attempts for one account on both instances together', async () => {
        const customer = await createCustomer(apps[0]);
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 6; attempt += 1) {
          const app = apps[attempt % 2]!;
          const response = await requestToken(app, {
            grant_type: 'password',
            username: customer.email,
            password: 'Wrong1!x',
          });
          statuses.push(response.statusCode);
        }
        assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429]);
      });

      it('counts gift card lookups from one address on both instances together', async () => {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 11; attempt += 1) {
          const response = await apps[attempt % 2]!.inject({
            method: 'POST',
            url: '/giftcard/info',
            // Another card each time: only the limit per address is at work here.
            payload: { cardId: unknownCardNumber(attempt), verificationCode: '000000' },
            remoteAddress: '10.9.9.9',
          });
          statuses.push(response.statusCode);
        }
        assert.equal(statuses.filter((status) => status === 429).length, 1);
        assert.equal(statuses.at(-1), 429);
      });
    },
  );
}
