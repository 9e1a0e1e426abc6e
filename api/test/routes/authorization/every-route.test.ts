import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../../src/app';
import { routeAccess, staffRouteAccess } from '../../../src/http/route-access';
import type { MailMessage } from '../../../src/plugins/app/core/mailer';
import { build, dbTargets } from '../../helpers/build';
import { listen, subscribe } from '../../helpers/hub';
import { DEMO_COMPANY, nextAddress } from '../../helpers/oauth';
import { matrixCases, type MatrixCase } from './matrix-cases';
import { prepareFixtures } from './matrix-fixtures';
import { staffMatrixCases } from './matrix-staff';
import { registeredRoutes } from './registered-routes';
import { classifiedRoutes, routeClasses, type RouteClass } from './route-classes';
import { mollieSettings } from '../../helpers/mollie';

/** Which rule of api/src/http/route-access.ts each class stands on. */
const tableRuleOf = (routeClass: RouteClass) =>
  routeClass.startsWith('permission:')
    ? routeClass.slice('permission:'.length)
    : routeClass === 'signed-in' || routeClass === 'owner'
      ? 'signedIn'
      : 'public';

/** The routes the table lists under a class's rule (the back office's have a table of their own). */
const listedFor = (routeClass: RouteClass): readonly string[] =>
  routeClass.startsWith('staff:')
    ? ((staffRouteAccess as Record<string, readonly string[]>)[routeClass.slice('staff:'.length)] ??
      [])
    : ((routeAccess as Record<string, readonly string[]>)[tableRuleOf(routeClass)] ?? []);

/** The URL of a case: its route's pattern with the parameters filled in. */
const urlOf = (route: string, params: Record<string, string> = {}, query?: string) =>
  route.split(' ')[1]!.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(params[name]!);
  }) + (query ? `?${query}` : '');

/**
 * Issue 8's authorization matrix over every route: each route the app registers is declared in
 * a class (route-classes.ts), and every class but `public` is proven by calling its routes as
 * everyone who must be refused and then as the rightful caller, on real carts, orders,
 * addresses, reports and two companies.
 */
for (const target of dbTargets()) {
  describe(`authorization over every route on ${target.name}`, () => {
    const mails: MailMessage[] = [];
    const app = build(target, {
      mail: { mailer: { send: async (mail) => void mails.push(mail) } },
    });
    let prepared: ReturnType<typeof prepareFixtures> | undefined;
    /** Made once, by whichever test needs them first. */
    const fixtures = () => (prepared ??= prepareFixtures(app()));

    it('has declared a class for every route it registers, and for no other', async () => {
      // Outside production, so the development-only routes are registered too.
      const development = await buildApp({
        db: app().db,
        logLevel: 'silent',
        environment: 'development',
        payments: { mollie: await mollieSettings() },
      });
      try {
        await development.ready();
        const registered = registeredRoutes(development);
        assert.ok(registered.length > 60, `only ${registered.length} routes found`);
        const declared = classifiedRoutes.map(({ route }) => route);
        assert.deepEqual(
          registered.filter((route) => !declared.includes(route)),
          [],
          'routes in no class of test/routes/authorization/route-classes.ts',
        );
        assert.deepEqual(
          declared.filter((route) => !registered.includes(route)),
          [],
          'stale',
        );
        assert.equal(new Set(declared).size, declared.length, 'a route in two classes');
      } finally {
        await development.close();
      }
    });

    it('agrees with the table the API enforces', () => {
      for (const { route, routeClass } of classifiedRoutes) {
        assert.ok(
          listedFor(routeClass).includes(route),
          `${route} (${routeClass}) is not listed so in route-access.ts`,
        );
      }
    });

    it('never registers the development-only routes in production', async () => {
      for (const route of routeClasses['dev-only']) {
        const [method, url] = route.split(' ') as ['GET', string];
        assert.equal(app().hasRoute({ method, url }), false, route);
        const response = await app().inject({ method, url, remoteAddress: nextAddress() });
        assert.equal(response.statusCode, 404, route);
      }
    });

    it('refuses everyone but the rightful caller on every route outside public', async () => {
      const cases = [
        ...(await matrixCases(await fixtures())),
        ...(await staffMatrixCases(app(), await fixtures())),
      ];
      // The hub and the development routes have tests of their own below and above.
      const proven = new Set([
        ...cases.map((entry) => entry.route),
        ...routeClasses['hub-subscriber'],
        ...routeClasses['dev-only'],
      ]);
      const unproven = classifiedRoutes.filter(
        ({ route, routeClass }) => routeClass !== 'public' && !proven.has(route),
      );
      assert.deepEqual(unproven, [], 'routes outside public without a case in matrix-cases.ts');
      for (const entry of cases) await run(entry);
    });

    async function run(entry: MatrixCase) {
      const [method] = entry.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
      for (const attempt of entry.attempts) {
        const response = await app().inject({
          method,
          url: urlOf(entry.route, { ...entry.params, ...attempt.params }, entry.query),
          remoteAddress: nextAddress(),
          headers: {
            'accept-language': 'en-US',
            ...(entry.contentType ? { 'content-type': entry.contentType } : {}),
            ...attempt.headers,
          },
          ...(entry.payload === undefined ? {} : { payload: entry.payload as string }),
        });
        const label = `${entry.route} as ${attempt.as}: ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (attempt.refused) {
          assert.ok(
            attempt.refused.includes(response.statusCode),
            `${label} (expected ${attempt.refused})`,
          );
        } else {
          assert.ok(response.statusCode < 400, label);
        }
        if (entry.marker) {
          const shown = response.body.includes(entry.marker);
          assert.equal(
            shown,
            !attempt.refused && !attempt.ownOnly,
            `${label}: marker ${entry.marker}`,
          );
        }
      }
    }

    it('lets a subscriber token follow only the topics it was given', async () => {
      const base = await listen(app());
      const topics = [`/api/relation/companies/${DEMO_COMPANY}`];
      const hubToken = async (email: string) => {
        const { bearer } = await fixtures();
        const response = await app().inject({
          method: 'GET',
          url: '/me/hub-token',
          headers: await bearer(email),
          remoteAddress: nextAddress(),
        });
        return response.json().token as string;
      };
      const f = await fixtures();
      const attempts: [string, string | undefined, number][] = [
        ['no token', undefined, 401],
        ['an access token', (await f.bearer('kijker@bedrijf.nl')).authorization.slice(7), 401],
        ['another customer’s hub token', await hubToken(f.otherCustomer), 403],
        ['another company’s administrator’s hub token', await hubToken(f.otherCompany), 403],
        ['a colleague without company.read', await hubToken(f.lacking('company.read')), 403],
        ['a reader of the company', await hubToken('kijker@bedrijf.nl'), 200],
      ];
      for (const [as, token, status] of attempts) {
        const stream = await subscribe(base, { topics, token });
        stream.close();
        assert.equal(stream.status, status, as);
      }
    });
  });
}
