import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../helpers/build';
import { DEMO_COMPANY, nextAddress, pkcePair, REDIRECT_URI, signIn } from '../helpers/oauth';
import { registeredRoutes } from '../routes/authorization/registered-routes';
import { accessOf, isPersonal, sameForEveryone } from '../../src/http/route-access';

/** A URL for a route pattern: every parameter a plausible value that names nothing. */
const sampleUrl = (pattern: string) =>
  pattern
    .replace(/:uuid/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:lineId/g, '1')
    .replace(/:reference/g, 'unknown-reference')
    .replace(/:code/g, 'buyer')
    .replace(/:slug/g, 'zonnig-boeket')
    .replace(/:file/g, 'zonnig-boeket.svg')
    .replace(/\*$/, 'index.css');

const noStore = (value: unknown) => /\bno-store\b/.test(String(value ?? ''));

for (const target of dbTargets()) {
  describe(`Cache-Control on personal answers (ADR 0041) on ${target.name}`, () => {
    const app = build(target, { environment: 'development' });

    it('lists only public routes as the same for everyone', () => {
      for (const route of sameForEveryone) {
        const [method, url] = route.split(' ') as [string, string];
        assert.deepEqual(accessOf(method, url), { kind: 'public' }, route);
      }
    });

    it('sends no-store from every personal route, whoever asks and whatever the answer', async () => {
      const routes = registeredRoutes(app());
      const personal = routes.filter((route) =>
        isPersonal(...(route.split(' ') as [string, string])),
      );
      // Signed-in routes, carts, tokens, sign-in, gift card lookups, orders, the hub, the outbox…
      assert.ok(personal.length >= 60, `only ${personal.length} personal routes`);
      const missing: string[] = [];
      for (const route of personal) {
        const [method, pattern] = route.split(' ') as [string, string];
        const response = await app().inject({
          method: method as 'GET',
          url: sampleUrl(pattern),
          remoteAddress: nextAddress(),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        if (!noStore(response.headers['cache-control']))
          missing.push(`${route} → ${response.statusCode} ${response.headers['cache-control']}`);
      }
      assert.deepEqual(missing, []);
    });

    it('sends no-store with the personal answers a signed-in customer gets', async () => {
      const tokens = await signIn(app(), 'beheer@bedrijf.nl', 'Bloem3n!');
      const bearer = { authorization: `Bearer ${tokens.access_token}` };
      const me = await app().inject({ url: '/me', headers: bearer });
      assert.equal(me.statusCode, 200);
      const customer = me.json().uuid ?? me.json().id;
      const cart = (await app().inject({ method: 'POST', url: '/carts' })).json();
      const samples = [
        { url: '/me', headers: bearer },
        { url: '/me/hub-token', headers: bearer },
        { url: `/relation/customers/${customer}`, headers: bearer },
        { url: '/relation/addresses', headers: bearer },
        { url: `/relation/companies/${DEMO_COMPANY}`, headers: bearer },
        { url: `/relation/companies/${DEMO_COMPANY}/users`, headers: bearer },
        { url: '/order/orders', headers: bearer },
        { url: '/order/order-collections', headers: bearer },
        { url: '/report/company-report-customer-histories', headers: bearer },
        { url: `/carts/${cart.uuid}`, headers: { 'x-cart-secret': cart.secret } },
        {
          method: 'POST' as const,
          url: '/giftcard/info',
          payload: { cardId: '6036000000000013', verificationCode: '123456' },
        },
        {
          url: `/authorize?${new URLSearchParams({
            response_type: 'code',
            client_id: 'shop-web',
            redirect_uri: REDIRECT_URI,
            code_challenge: pkcePair().challenge,
            code_challenge_method: 'S256',
          })}`,
        },
      ];
      for (const sample of samples) {
        const response = await app().inject({ ...sample, remoteAddress: nextAddress() });
        assert.equal(response.statusCode, 200, `${sample.url}: ${response.body}`);
        assert.ok(noStore(response.headers['cache-control']), `${sample.url} may be stored`);
      }
    });

    it('leaves the catalogue, media and metadata cacheable', async () => {
      for (const url of [
        '/catalogue/categories',
        '/catalogue/products/zonnig-boeket',
        '/media/products/zonnig-boeket.jpg',
        '/.well-known/oauth-authorization-server',
      ]) {
        const response = await app().inject({ url, headers: { host: 'localhost:3000' } });
        assert.equal(response.statusCode, 200, url);
        assert.match(
          String(response.headers['cache-control']),
          /^public, max-age=\d+(, s-maxage=\d+)?$/,
          url,
        );
      }
    });
  });
}
