import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { seedDemoData } from '../../src/db/seed';
import { dbTargets } from '../helpers/build';
import { listen, subscribe } from '../helpers/hub';
import { DEMO_COMPANY, signIn } from '../helpers/oauth';
import { mollieSettings } from '../helpers/mollie';

const redisUrl = process.env.REDIS_URL;
// CI always has Redis: there a missing REDIS_URL is a broken setup, not a reason to skip.
if (!redisUrl && process.env.CI) throw new Error('REDIS_URL must be set in CI');

const companyUrl = `/relation/companies/${DEMO_COMPANY}`;

/**
 * Two API instances on one database and one Redis, as behind a load balancer: a subscriber
 * connected to one instance must see a change made through the other.
 */
for (const target of dbTargets()) {
  describe(
    `hub fan-out across two API instances on ${target.name}`,
    { skip: redisUrl ? false : 'REDIS_URL is not set' },
    () => {
      let apps: [FastifyInstance, FastifyInstance];
      let urls: [string, string];
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
        urls = [await listen(apps[0]), await listen(apps[1])];
        dispose = opened.dispose;
      });
      after(async () => {
        await Promise.all(apps.map((app) => app.close()));
        await dispose();
      });

      it('delivers a lock taken on instance B to subscribers on A and on B', async () => {
        const { access_token } = await signIn(apps[0], 'beheer@bedrijf.nl', 'Bloem3n!');
        const headers = { authorization: `Bearer ${access_token}` };
        const { token } = (
          await apps[0].inject({ method: 'GET', url: '/me/hub-token', headers })
        ).json();
        const onA = await subscribe(urls[0], { topics: [`/api${companyUrl}`], token });
        const onB = await subscribe(urls[1], { topics: [`/api${companyUrl}`], token });
        try {
          assert.equal(onA.status, 200);
          const locked = await apps[1].inject({
            method: 'POST',
            url: `${companyUrl}/lock`,
            headers,
          });
          assert.equal(locked.statusCode, 200);
          const [fromA, fromB] = await Promise.all([onA.next(), onB.next()]);
          assert.equal(JSON.parse(fromA.data).activity.user.fullname, 'Beheer Bedrijf');
          // One update, one id: every instance sends the very same event.
          assert.equal(fromA.id, fromB.id);
          assert.equal(onA.events.length, 1);
        } finally {
          onA.close();
          onB.close();
          await apps[1].inject({ method: 'POST', url: `${companyUrl}/unlock`, headers });
        }
      });
    },
  );
}
