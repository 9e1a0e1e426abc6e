import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { buildApp } from '../../../../src/app';
import db from '../../../../src/plugins/external/db';
import requestContext from '../../../../src/plugins/app/core/request-context';
import customerRepository from '../../../../src/plugins/app/accounts/customer-repository';
import staffRepository from '../../../../src/plugins/app/accounts/staff-repository';
import auth from '../../../../src/plugins/app/core/auth';
import { DEV_TOKEN_SECRET } from '../../../../src/config';
import { seedDemoData } from '../../../../src/db/seed';
import { recordAnswers } from '../../../helpers/answer-log';
import { dbTargets } from '../../../helpers/build';
import { signIn } from '../../../helpers/oauth';
import { mollieSettings } from '../../../helpers/mollie';

for (const target of dbTargets()) {
  describe(`requirePermissions on ${target.name}`, () => {
    let app: FastifyInstance;
    let shop: FastifyInstance;
    let dispose: () => Promise<void>;
    before(async () => {
      const opened = await target.open();
      dispose = opened.dispose;
      await seedDemoData(opened.handle.db);
      // Signs in through the whole API; the check itself is tried on a bare app with only the
      // auth plugins (the whole API refuses routes missing from its access table).
      shop = await buildApp({
        db: opened.handle.db,
        logLevel: 'silent',
        payments: { mollie: await mollieSettings() },
      });
      recordAnswers(shop);
      app = Fastify({ logger: false });
      await app.register(db, { db: opened.handle.db });
      await app.register(requestContext);
      await app.register(customerRepository);
      await app.register(staffRepository);
      await app.register(auth, { tokenSecret: DEV_TOKEN_SECRET });
      await app.after();
      app.get(
        '/test/orders',
        { onRequest: app.requirePermissions(['orders.read']) },
        async (request) => ({ customer: request.customer?.uuid }),
      );
      await app.ready();
    });
    after(async () => {
      await app.close();
      await shop.close();
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
      // A viewer holds orders.read (ADR 0017).
      const { access_token } = await signIn(shop, 'kijker@bedrijf.nl', 'Bloem3n!');
      const response = await orders(access_token);
      assert.equal(response.statusCode, 200);
      assert.match(response.json().customer, /^[0-9a-f-]{36}$/);
    });

    it('answers 403 to a customer without the permission and 401 without a token', async () => {
      const { access_token } = await signIn(shop, 'demo@bloemenzo.nl', 'Bloem3n!');
      const forbidden = await orders(access_token);
      assert.equal(forbidden.statusCode, 403);
      assert.equal(forbidden.json()['hydra:description'], 'Je hebt geen toegang tot deze pagina');
      assert.equal((await orders()).statusCode, 401);
    });
  });
}
