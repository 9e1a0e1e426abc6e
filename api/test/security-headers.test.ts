import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build, dbTargets } from './helpers/build';
import { cartClient } from './helpers/cart';
import {
  CLIENT_ID,
  nextAddress,
  pkcePair,
  REDIRECT_URI,
  requestToken,
  signIn,
} from './helpers/oauth';

const authorizeUrl = () =>
  `/authorize?${new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    state: 'st4te',
  })}`;

/** A CSP's directives by name: `{ 'script-src': ["'self'"], … }`. */
function directives(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function assertSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const csp = directives(response);
  const scripts = csp['script-src'] ?? csp['default-src'];
  assert.ok(scripts, `${what}: a CSP that names where scripts may come from`);
  assert.ok(!scripts.includes("'unsafe-inline'"), `${what}: no inline scripts`);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"], `${what}: never framed`);
  assert.equal(response.headers['x-frame-options'], 'DENY', what);
  assert.equal(response.headers['x-content-type-options'], 'nosniff', what);
  assert.match(String(response.headers['strict-transport-security']), /max-age=\d{7,}/, what);
}

for (const target of dbTargets()) {
  describe(`security headers and cookies in production on ${target.name}`, () => {
    const logs: string[] = [];
    const app = build(target, {
      environment: 'production',
      logLevel: 'info',
      logStream: { write: (line) => void logs.push(line) },
    });

    it('sends CSP without inline scripts, no framing, nosniff and HSTS on JSON, errors and the sign-in page', async () => {
      const answers: [string, LightMyRequestResponse][] = [
        ['a JSON answer', await app().inject({ method: 'GET', url: '/catalogue/categories' })],
        ['a 404', await app().inject({ method: 'GET', url: '/nope' })],
        [
          'a 400',
          await app().inject({
            method: 'GET',
            url: '/health',
            headers: { 'x-site-context': 'de' },
          }),
        ],
        ['the sign-in page', await app().inject({ method: 'GET', url: authorizeUrl() })],
        // Refused by the router before any hook runs (Fastify's frameworkErrors).
        ['an unreadable URL', await app().inject({ method: 'GET', url: '/carts/%E0%A4%A' })],
        [
          'a path over the limit',
          await app().inject({ method: 'GET', url: `/carts/${'x'.repeat(10_000)}` }),
        ],
      ];
      for (const [what, response] of answers) assertSecurityHeaders(response, what);
      // The answers no hook sees get exactly the headers every other answer gets.
      const [, json] = answers[0]!;
      for (const [what, response] of answers.slice(-2)) {
        for (const header of [
          'content-security-policy',
          'strict-transport-security',
          'x-frame-options',
          'x-content-type-options',
          'referrer-policy',
          'cross-origin-opener-policy',
        ]) {
          assert.equal(response.headers[header], json.headers[header], `${what}: ${header}`);
        }
      }
    });

    it('sets the sign-in page’s cookie HttpOnly, Secure and SameSite, for /authorize only', async () => {
      const response = await app().inject({ method: 'GET', url: authorizeUrl() });
      assert.equal(response.statusCode, 200);
      const cookies = [response.headers['set-cookie']].flat().filter(Boolean) as string[];
      assert.equal(cookies.length, 1);
      const cookie = cookies[0]!;
      assert.match(cookie, /; HttpOnly/);
      assert.match(cookie, /; Secure/);
      // Strict is Lax and more: the form posts to its own origin.
      assert.match(cookie, /; SameSite=(Strict|Lax)/);
      assert.match(cookie, /; Path=\/authorize/);
    });

    it('takes no credentials from the query string of the token endpoint', async () => {
      const { email, password } = { email: 'demo@bloemenzo.nl', password: 'Bloem3n!' };
      const response = await app().inject({
        method: 'POST',
        url: `/token?${new URLSearchParams({ grant_type: 'password', client_id: CLIENT_ID, username: email, password })}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
        remoteAddress: nextAddress(),
      });
      assert.equal(response.statusCode, 400);
      assert.ok(!('access_token' in response.json()));
    });

    it('logs no token, cart secret or password, from headers, bodies or the hub’s query string', async () => {
      const { access_token: token } = await signIn(app(), 'demo@bloemenzo.nl', 'Bloem3n!');
      const cart = await cartClient(app).newCart();
      const password = 'Bl03m-geheim!';
      logs.length = 0;
      await app().inject({
        method: 'GET',
        url: `/carts/${cart.uuid}`,
        headers: { 'x-cart-secret': cart.secret, authorization: `Bearer ${token}` },
      });
      await requestToken(app(), {
        grant_type: 'password',
        username: 'demo@bloemenzo.nl',
        password,
      });
      await app().inject({
        method: 'POST',
        url: '/me/change-password',
        headers: { authorization: `Bearer ${token}` },
        payload: { oldPassword: password, newPassword: password },
      });
      // Mercure lets an EventSource carry its token in the URL; those request lines stay out.
      await app().inject({
        method: 'GET',
        url: `/.well-known/mercure?topic=x&authorization=${token}`,
      });
      await app().inject({ method: 'GET', url: '/nope' });
      const logged = logs.join('');
      assert.match(logged, /"url":"\/nope"/, 'requests are logged');
      for (const secret of [token, cart.secret, password])
        assert.ok(!logged.includes(secret), `the logs carry ${secret.slice(0, 12)}…`);
    });
  });

  describe(`cookies in development on ${target.name}`, () => {
    const app = build(target, { environment: 'development' });
    const cookieOf = async (app: FastifyInstance, headers: Record<string, string>) =>
      String(
        (await app.inject({ method: 'GET', url: authorizeUrl(), headers })).headers['set-cookie'],
      );

    it('marks the cookie Secure only when the request came over HTTPS', async () => {
      assert.doesNotMatch(await cookieOf(app(), {}), /Secure/);
      assert.match(await cookieOf(app(), { 'x-forwarded-proto': 'https' }), /; Secure/);
    });
  });
}
