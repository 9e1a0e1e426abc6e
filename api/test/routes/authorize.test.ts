import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { build, dbTargets } from '../helpers/build';
import {
  CLIENT_ID,
  createCustomer,
  nextAddress,
  pkcePair,
  REDIRECT_URI,
  requestToken,
} from '../helpers/oauth';

/** The hidden fields and the anti-forgery cookie of a rendered /authorize form. */
function formOf(response: { body: string; headers: Record<string, unknown> }) {
  const fields: Record<string, string> = {};
  for (const match of response.body.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  )) {
    fields[match[1]!] = match[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  }
  const setCookie = [response.headers['set-cookie']].flat().join(';');
  const cookie = /shop-authorize-csrf=([^;]+)/.exec(setCookie)?.[1] ?? '';
  return { fields, cookie };
}

function authorizeQuery(challenge: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st4te',
    redirectPath: '/account-nieuw/overzicht?tab=1',
    ...extra,
  }).toString();
}

async function openForm(app: FastifyInstance, query: string, language = 'nl-NL') {
  const response = await app.inject({
    method: 'GET',
    url: `/authorize?${query}`,
    headers: { 'accept-language': language },
  });
  return { response, ...formOf(response) };
}

function submit(
  app: FastifyInstance,
  form: { fields: Record<string, string>; cookie: string },
  credentials: Record<string, string>,
  remoteAddress = nextAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/authorize',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `shop-authorize-csrf=${form.cookie}`,
    },
    payload: new URLSearchParams({ ...form.fields, ...credentials }).toString(),
    remoteAddress,
  });
}

for (const target of dbTargets()) {
  describe(`/authorize on ${target.name}`, () => {
    const app = build(target);

    it('shows a localized sign-in form that works without JavaScript', async () => {
      const { challenge } = pkcePair();
      const { response, fields, cookie } = await openForm(
        app(),
        authorizeQuery(challenge, { ui_locales: 'fr-be' }),
      );
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.match(response.body, /<html lang="fr-be">/);
      assert.match(response.body, /<form method="post" action="\/authorize"/);
      assert.match(response.body, /<label for="email">Adresse e-mail<\/label>/);
      assert.doesNotMatch(response.body, /<script/);
      // Register and forgot password, in the locale, keeping where the shopper was going.
      assert.match(response.body, /href="\/fr-be\/wachtwoord-vergeten\?redirectPath=/);
      assert.match(response.body, /href="\/fr-be\/registreren\?redirectPath=/);
      assert.equal(fields.code_challenge, challenge);
      assert.equal(fields.redirectPath, '/account-nieuw/overzicht?tab=1');
      assert.ok(cookie.length >= 32);
      assert.equal(fields.csrf, cookie);
    });

    it('takes the language from Accept-Language without ui_locales', async () => {
      const { response } = await openForm(app(), authorizeQuery(pkcePair().challenge), 'en-US');
      assert.match(response.body, /<h1>Sign in<\/h1>/);
    });

    it('redirects to the redirect URI with a code that the token endpoint exchanges', async () => {
      const customer = await createCustomer(app());
      const { verifier, challenge } = pkcePair();
      const form = await openForm(app(), authorizeQuery(challenge));
      const response = await submit(app(), form, {
        email: customer.email.toUpperCase(),
        password: customer.password,
      });
      assert.equal(response.statusCode, 303);
      const location = new URL(String(response.headers.location));
      assert.equal(`${location.origin}${location.pathname}`, REDIRECT_URI);
      assert.equal(location.searchParams.get('state'), 'st4te');
      assert.equal(location.searchParams.get('redirectPath'), '/account-nieuw/overzicht?tab=1');
      const code = location.searchParams.get('code')!;
      assert.match(code, /^[A-Za-z0-9_-]{43}$/);

      const token = await requestToken(app(), {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      });
      assert.equal(token.statusCode, 200);
      assert.ok(token.json().refresh_token);
    });

    it('shows the form again with the error and the e-mail kept on a wrong password', async () => {
      const customer = await createCustomer(app());
      const form = await openForm(app(), authorizeQuery(pkcePair().challenge));
      const response = await submit(app(), form, {
        email: customer.email,
        password: 'Wrong1!x',
      });
      assert.equal(response.statusCode, 401);
      assert.match(response.body, /role="alert"[^>]*>Dit e-mailadres en wachtwoord horen niet/);
      assert.match(response.body, new RegExp(`value="${customer.email}"`));
      assert.match(response.body, /aria-invalid="true"/);
      assert.equal(response.headers.location, undefined);
    });

    it('asks for both fields', async () => {
      const form = await openForm(app(), authorizeQuery(pkcePair().challenge));
      const response = await submit(app(), form, { email: '', password: '' });
      assert.equal(response.statusCode, 400);
      assert.match(response.body, /Vul je e-mailadres en wachtwoord in/);
    });

    it('refuses a form posted without the anti-forgery cookie (login CSRF)', async () => {
      const customer = await createCustomer(app());
      const form = await openForm(app(), authorizeQuery(pkcePair().challenge));
      const response = await submit(
        app(),
        { fields: form.fields, cookie: 'someone-elses-value' },
        { email: customer.email, password: customer.password },
      );
      assert.equal(response.statusCode, 403);
      assert.match(response.body, /Deze pagina is verlopen/);
      assert.equal(response.headers.location, undefined);
    });

    it('never redirects for an unregistered redirect URI, a plain challenge or a foreign redirectPath', async () => {
      const { challenge } = pkcePair();
      const tampered: Record<string, string>[] = [
        { redirect_uri: 'https://evil.example/authorize/callback' },
        { code_challenge_method: 'plain' },
        { client_id: 'unknown-client' },
        { response_type: 'token' },
        { redirectPath: '//evil.example/' },
        { redirectPath: 'https://evil.example/' },
        { code_challenge: 'short' },
      ];
      for (const extra of tampered) {
        const { response } = await openForm(app(), authorizeQuery(challenge, extra));
        assert.equal(response.statusCode, 400, JSON.stringify(extra));
        assert.match(response.body, /niet goed geopend/);
        assert.doesNotMatch(response.body, /<form/);
      }
      // Hidden fields tampered with between the form and the post are refused the same way.
      const customer = await createCustomer(app());
      const form = await openForm(app(), authorizeQuery(challenge));
      const response = await submit(
        app(),
        { ...form, fields: { ...form.fields, redirect_uri: 'https://evil.example/cb' } },
        { email: customer.email, password: customer.password },
      );
      assert.equal(response.statusCode, 400);
      assert.equal(response.headers.location, undefined);
    });

    it('escapes what it echoes', async () => {
      const { response } = await openForm(
        app(),
        authorizeQuery(pkcePair().challenge, { state: '"><script>alert(1)</script>' }),
      );
      assert.equal(response.statusCode, 200);
      assert.doesNotMatch(response.body, /<script>alert/);
      assert.match(response.body, /&quot;&gt;&lt;script&gt;/);
    });

    it('limits attempts per account, whatever the address, with a clear message', async () => {
      const customer = await createCustomer(app());
      const form = await openForm(app(), authorizeQuery(pkcePair().challenge));
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await submit(app(), form, {
          email: customer.email,
          password: 'Wrong1!x',
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          assert.match(response.body, /Te veel pogingen. Probeer het over \d+ seconden opnieuw/);
          assert.ok(Number(response.headers['retry-after']) > 0);
        }
      }
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
      // Even the right password waits: the limit is not an oracle.
      const right = await submit(app(), form, {
        email: customer.email,
        password: customer.password,
      });
      assert.equal(right.statusCode, 429);
    });

    it('limits attempts per address across accounts', async () => {
      const form = await openForm(app(), authorizeQuery(pkcePair().challenge));
      const address = nextAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await submit(
          app(),
          form,
          { email: `nobody-${attempt}@example.nl`, password: 'Wrong1!x' },
          address,
        );
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
    });
  });
}
