import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HTTPMethods } from 'fastify';
import { buildApp } from '../../../../src/app';
import { openDatabase } from '../../../../src/db/database';
import { routeAccess, staffRouteAccess } from '../../../../src/http/route-access';
import { build, dbTargets } from '../../../helpers/build';
import { createCustomer, requestToken, signIn } from '../../../helpers/oauth';
import { mollieSettings } from '../../../helpers/mollie';

const entries = [
  ...Object.entries(routeAccess),
  // The back office's routes (ADR 0039): no customer's token passes them, whatever it holds.
  ...Object.entries(staffRouteAccess).map(([rule, routes]) => [`staff:${rule}`, routes] as const),
].flatMap(([rule, routes]) =>
  (routes as readonly string[]).map((route) => {
    const [method, url] = route.split(' ') as [HTTPMethods, string];
    return { rule, method, url };
  }),
);
const guarded = entries.filter((entry) => entry.rule !== 'public');
/** A concrete path for a route pattern (the check runs before any lookup). */
const pathOf = (url: string) =>
  url.replace(/:uuid/g, '5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11').replace(/:[A-Za-z]+/g, 'x');

for (const target of dbTargets()) {
  describe(`route access table on ${target.name}`, () => {
    const app = build(target);

    it('lists only routes the app has (no stale entries)', async () => {
      // Outside production, so the development-only routes (the mail outbox) exist too.
      const development = await buildApp({
        db: app().db,
        logLevel: 'silent',
        environment: 'development',
        payments: { mollie: await mollieSettings() },
      });
      try {
        await development.ready();
        const stale = entries.filter(({ method, url }) => !development.hasRoute({ method, url }));
        assert.deepEqual(stale, []);
      } finally {
        await development.close();
      }
    });

    it('answers 401 on every signed-in route to anonymous callers and anonymous tokens', async () => {
      assert.ok(guarded.length >= 3);
      const anonymous = (await requestToken(app(), { grant_type: 'client_credentials' })).json()
        .access_token as string;
      for (const { method, url } of guarded) {
        for (const headers of [{}, { authorization: `Bearer ${anonymous}` }]) {
          const response = await app().inject({ method, url: pathOf(url), headers });
          assert.equal(response.statusCode, 401, `${method} ${url} ${JSON.stringify(headers)}`);
        }
      }
    });

    it('answers 403 on every permission route to a customer without that permission', async () => {
      const customer = await createCustomer(app(), { permissions: [] });
      const { access_token } = await signIn(app(), customer.email, customer.password);
      const permissionRoutes = guarded.filter((entry) => entry.rule !== 'signedIn');
      for (const { method, url } of permissionRoutes) {
        const response = await app().inject({
          method,
          url: pathOf(url),
          headers: { authorization: `Bearer ${access_token}` },
          // Even a broken body: access is decided before the body is read.
          payload: method === 'GET' ? undefined : '{not json',
        });
        assert.equal(response.statusCode, 403, `${method} ${url}`);
      }
    });

    it('answers 403 on every back-office route to a company user holding every company permission', async () => {
      const { access_token } = await signIn(app(), 'beheer@bedrijf.nl', 'Bloem3n!');
      for (const { method, url } of guarded.filter((entry) => entry.rule.startsWith('staff:'))) {
        const response = await app().inject({
          method,
          url: pathOf(url),
          headers: { authorization: `Bearer ${access_token}` },
          payload: method === 'GET' ? undefined : '{not json',
        });
        assert.equal(response.statusCode, 403, `${method} ${url}`);
      }
    });
  });
}

describe('a route missing from the table', () => {
  it('stops the app at start-up', async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const app = await buildApp({
        db: handle.db,
        logLevel: 'silent',
        payments: { mollie: await mollieSettings() },
      });
      await assert.rejects(async () => {
        app.get('/secret-report', async () => ({ secret: true }));
        await app.ready();
      }, /GET \/secret-report has no entry in api\/src\/http\/route-access.ts/);
      await app.close().catch(() => undefined);
    } finally {
      await handle.close();
    }
  });
});
