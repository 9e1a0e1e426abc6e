import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { build, dbTargets } from '../helpers/build';
import { CLIENT_ID, nextAddress, requestToken } from '../helpers/oauth';

/** RFC 6749 §5.2: JSON with exactly these codes, a description, and nothing cached. */
function assertOAuthError(response: LightMyRequestResponse, status: number, error: string) {
  assert.equal(response.statusCode, status, response.body);
  assert.match(String(response.headers['content-type']), /^application\/json/);
  assert.equal(response.headers['cache-control'], 'no-store');
  assert.equal(response.headers.pragma, 'no-cache');
  const body = response.json();
  assert.equal(body.error, error);
  assert.equal(typeof body.error_description, 'string');
  assert.ok(body.error_description.length > 0);
}

for (const target of dbTargets()) {
  describe(`POST /token errors (RFC 6749 §5.2) on ${target.name}`, () => {
    const app = build(target);

    it('answers an unknown grant type with unsupported_grant_type', async () => {
      assertOAuthError(
        await requestToken(app(), { grant_type: 'foo' }),
        400,
        'unsupported_grant_type',
      );
    });

    it('answers a request without grant_type with invalid_request', async () => {
      assertOAuthError(await requestToken(app(), {}), 400, 'invalid_request');
    });

    it('answers a body that is not a form with invalid_request', async () => {
      const json = await app().inject({
        method: 'POST',
        url: '/token',
        headers: { 'content-type': 'application/json' },
        payload: { grant_type: 'client_credentials', client_id: CLIENT_ID },
        remoteAddress: nextAddress(),
      });
      assertOAuthError(json, 400, 'invalid_request');
      const text = await app().inject({
        method: 'POST',
        url: '/token',
        headers: { 'content-type': 'text/plain' },
        payload: 'grant_type=client_credentials',
        remoteAddress: nextAddress(),
      });
      // HTTP's own refusal keeps its status, in OAuth's words.
      assertOAuthError(text, 415, 'invalid_request');
      const huge = await app().inject({
        method: 'POST',
        url: '/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=client_credentials&client_id=shop-web&pad=${'x'.repeat(200 * 1024)}`,
        remoteAddress: nextAddress(),
      });
      assertOAuthError(huge, 413, 'invalid_request');
      const repeated = await app().inject({
        method: 'POST',
        url: '/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=password&grant_type=client_credentials&client_id=shop-web',
        remoteAddress: nextAddress(),
      });
      assertOAuthError(repeated, 400, 'invalid_request');
    });

    it('answers a wrong password, code or refresh token with invalid_grant', async () => {
      assertOAuthError(
        await requestToken(app(), {
          grant_type: 'password',
          username: 'demo@bloemenzo.nl',
          password: 'Verkeerd1!',
        }),
        400,
        'invalid_grant',
      );
      assertOAuthError(
        await requestToken(app(), {
          grant_type: 'authorization_code',
          code: 'x'.repeat(43),
          redirect_uri: 'http://localhost:3000/authorize/callback',
          code_verifier: 'v'.repeat(56),
        }),
        400,
        'invalid_grant',
      );
      assertOAuthError(
        await requestToken(app(), { grant_type: 'refresh_token', refresh_token: 'r'.repeat(43) }),
        400,
        'invalid_grant',
      );
    });

    it('answers an unknown client in the body with invalid_client, 400', async () => {
      const response = await requestToken(app(), {
        grant_type: 'client_credentials',
        client_id: 'someone-else',
      });
      assertOAuthError(response, 400, 'invalid_client');
      assert.equal(response.headers['www-authenticate'], undefined);
    });

    it('answers a client that failed HTTP Basic with invalid_client, 401 and a challenge', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from('someone-else:secret').toString('base64')}`,
        },
        payload: 'grant_type=client_credentials',
        remoteAddress: nextAddress(),
      });
      assertOAuthError(response, 401, 'invalid_client');
      assert.match(String(response.headers['www-authenticate']), /^Basic realm=/);
    });

    it('answers a grant the client may not use with unauthorized_client', async () => {
      await app().db.execute(
        `insert into oauth_clients (id, grants, redirect_uris) values ('only-codes', '["authorization_code"]', '[]') on conflict do nothing`,
      );
      const response = await requestToken(app(), {
        grant_type: 'client_credentials',
        client_id: 'only-codes',
      });
      assertOAuthError(response, 400, 'unauthorized_client');
    });

    it('answers a scope the API does not know with invalid_scope', async () => {
      assertOAuthError(
        await requestToken(app(), { grant_type: 'client_credentials', scope: 'admin' }),
        400,
        'invalid_scope',
      );
      assertOAuthError(
        await requestToken(app(), {
          grant_type: 'password',
          username: 'demo@bloemenzo.nl',
          password: 'Bloem3n!',
          scope: 'orders:everyone',
        }),
        400,
        'invalid_scope',
      );
    });

    it('sends no-store and no-cache with every token it issues', async () => {
      const response = await requestToken(app(), { grant_type: 'client_credentials' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(response.headers.pragma, 'no-cache');
    });
  });
}
