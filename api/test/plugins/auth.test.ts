import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { seedDemoData } from '../../src/db/seed';
import { dbTargets } from '../helpers/build';
import { signIn } from '../helpers/oauth';

for (const target of dbTargets()) {
  describe(`requirePermissions on ${target.name}`, () => {
    let app: FastifyInstance;
    let dispose: () => Promise<void>;
    before(async () => {
      const opened = await target.open();
      dispose = opened.dispose;
      await seedDemoData(opened.handle.db);
      app = await buildApp({ db: opened.handle.db, logLevel: 'silent' });
      // What a later route (e.g. order history) will declare.
      app.get(
        '/test/orders',
        { onRequest: app.requirePermissions(['orders.read']) },
        async (request) => ({ customer: request.customer?.uuid }),
      );
      await app.ready();
    });
    after(async () => {
      await app.close();
      await dispose();
    });
    const orders = (token?: string) =>
      app.inject({
        method: 'GET',
        url: '/test/orders',
        headers: {
          'accept-language': 'nl',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });

    it('lets a customer holding every listed permission through', async () => {
      const { access_token } = await signIn(app, 'inkoop@bedrijf.nl', 'Bloem3n!');
      const response = await orders(access_token);
      assert.equal(response.statusCode, 200);
      assert.match(response.json().customer, /^[0-9a-f-]{36}$/);
    });

    it('answers 403 to a customer without the permission and 401 without a token', async () => {
      const { access_token } = await signIn(app, 'demo@bloemenzo.nl', 'Bloem3n!');
      const forbidden = await orders(access_token);
      assert.equal(forbidden.statusCode, 403);
      assert.equal(forbidden.json()['hydra:description'], 'Je hebt geen toegang tot deze pagina');
      assert.equal((await orders()).statusCode, 401);
    });
  });
}
