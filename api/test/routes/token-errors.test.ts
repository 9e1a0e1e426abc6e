import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { build, dbTargets } from '../helpers/build';
import {
  CLIENT_ID,
  createCustomer,
  nextAddress,
  pkcePair,
  REDIRECT_URI,
  requestToken,
  signIn,
} from '../helpers/oauth';
import { oauthAuthorizationCodes, oauthClients, oauthRefreshTokens } from '../../src/db/schema';
import { sha256 } from '../../src/domain/tokens';

/** RFC 6749 §5.2: JSON with exactly this code, a description, and nothing cached (§5.1). */
function assertOAuthError(response: LightMyRequestResponse, status: number, error: string) {
  assert.equal(response.statusCode, status, response.body);
  assert.match(String(response.headers['content-type']), /^application\/json/);
  assert.equal(response.headers['cache-control'], 'no-store');
  assert.equal(response.headers.pragma, 'no-cache');
  const body = response.json();
  assert.equal(body.error, error, response.body);
  assert.equal(typeof body.error_description, 'string');
  assert.ok(body.error_description.length > 0);
  // The challenge belongs to a client that failed by the Authorization header, and to no one else.
  if (status !== 401) assert.equal(response.headers['www-authenticate'], undefined);
}

/** A client of our own that keeps a secret (like the fulfilment system's), and one for codes. */
const CONFIDENTIAL = { id: 'errors-confidential', secret: 'c'.repeat(40) };
const CODES_ONLY = 'errors-codes-only';

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

const form = (payload: string, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  payload,
  remoteAddress: nextAddress(),
});

for (const target of dbTargets()) {
  describe(`POST /token refusals, as RFC 6749 §5.2 names them, on ${target.name}`, () => {
    const app = build(target);
    let clientsAdded = false;
    const addClients = async () => {
      if (clientsAdded) return;
      clientsAdded = true;
      await app()
        .db.insert(oauthClients)
        .values([
          {
            id: CONFIDENTIAL.id,
            secretHash: sha256(CONFIDENTIAL.secret),
            grants: ['client_credentials'],
            scopes: ['fulfilment'],
          },
          { id: CODES_ONLY, grants: ['authorization_code'], redirectUris: [REDIRECT_URI] },
        ]);
    };
    const codeFor = async (clientId = CLIENT_ID) => {
      const { uuid } = await createCustomer(app());
      const { verifier, challenge } = pkcePair();
      const { code } = await app().oauth.issueAuthorizationCode({
        clientId,
        customerUuid: uuid,
        redirectUri: REDIRECT_URI,
        codeChallenge: challenge,
        codeChallengeMethod: 'S256',
      });
      return { code, verifier, customerUuid: uuid };
    };
    const exchange = (fields: Record<string, string>) =>
      requestToken(app(), { grant_type: 'authorization_code', ...fields });

    describe('invalid_request: a request that is incomplete, repeated or not a form', () => {
      it('answers a request without grant_type', async () => {
        assertOAuthError(await requestToken(app(), {}), 400, 'invalid_request');
      });

      it('answers a parameter sent twice, naming it', async () => {
        for (const payload of [
          'grant_type=password&grant_type=client_credentials&client_id=shop-web',
          'grant_type=client_credentials&client_id=shop-web&client_id=shop-web',
          'grant_type=client_credentials&client_id=shop-web&resource=a&resource=b',
        ]) {
          const response = await app().inject(form(payload));
          assertOAuthError(response, 400, 'invalid_request');
          assert.match(response.json().error_description, /more than once/);
        }
      });

      it('answers a grant without the parameters it needs', async () => {
        const incomplete: Record<string, string>[] = [
          { grant_type: 'password', password: 'Bloem3n!' },
          { grant_type: 'password', username: 'demo@bloemenzo.nl' },
          { grant_type: 'authorization_code', redirect_uri: REDIRECT_URI },
          { grant_type: 'refresh_token' },
        ];
        for (const fields of incomplete)
          assertOAuthError(await requestToken(app(), fields), 400, 'invalid_request');
      });

      it('answers a code exchanged without the redirect_uri it was issued for', async () => {
        const { code, verifier } = await codeFor();
        const response = await exchange({ code, code_verifier: verifier });
        assertOAuthError(response, 400, 'invalid_request');
        assert.match(response.json().error_description, /redirect_uri/);
      });

      it('answers a client that authenticates in two ways at once', async () => {
        await addClients();
        const response = await app().inject(
          form(
            `grant_type=client_credentials&client_secret=${CONFIDENTIAL.secret}&scope=fulfilment`,
            { authorization: basic(CONFIDENTIAL.id, CONFIDENTIAL.secret) },
          ),
        );
        assertOAuthError(response, 400, 'invalid_request');
        const otherId = await app().inject(
          form(`grant_type=client_credentials&client_id=shop-web&scope=fulfilment`, {
            authorization: basic(CONFIDENTIAL.id, CONFIDENTIAL.secret),
          }),
        );
        assertOAuthError(otherId, 400, 'invalid_request');
      });

      it('answers a body that is not a form (HTTP’s own refusals keep 413 and 415)', async () => {
        const json = await app().inject({
          method: 'POST',
          url: '/token',
          headers: { 'content-type': 'application/json' },
          payload: { grant_type: 'client_credentials', client_id: CLIENT_ID },
          remoteAddress: nextAddress(),
        });
        assertOAuthError(json, 400, 'invalid_request');
        const text = await app().inject({
          ...form('grant_type=client_credentials'),
          headers: { 'content-type': 'text/plain' },
        });
        assertOAuthError(text, 415, 'invalid_request');
        const huge = await app().inject(
          form(`grant_type=client_credentials&client_id=shop-web&pad=${'x'.repeat(200 * 1024)}`),
        );
        assertOAuthError(huge, 413, 'invalid_request');
      });
    });

    describe('invalid_client: a client that is unknown or fails to prove itself', () => {
      it('answers an unknown client named in the body with 400', async () => {
        const response = await requestToken(app(), {
          grant_type: 'client_credentials',
          client_id: 'someone-else',
        });
        assertOAuthError(response, 400, 'invalid_client');
      });

      it('answers a confidential client without its secret, or a wrong one in the body, with 400', async () => {
        await addClients();
        for (const secret of [undefined, 'wrong'.repeat(8)])
          assertOAuthError(
            await requestToken(app(), {
              grant_type: 'client_credentials',
              client_id: CONFIDENTIAL.id,
              scope: 'fulfilment',
              ...(secret ? { client_secret: secret } : {}),
            }),
            400,
            'invalid_client',
          );
      });

      it('answers a client that failed HTTP Basic with 401 and a Basic challenge', async () => {
        await addClients();
        for (const authorization of [
          basic('someone-else', 'secret'),
          basic(CONFIDENTIAL.id, 'wrong'.repeat(8)),
        ]) {
          const response = await app().inject(
            form('grant_type=client_credentials&scope=fulfilment', { authorization }),
          );
          assertOAuthError(response, 401, 'invalid_client');
          assert.match(String(response.headers['www-authenticate']), /^Basic realm="[^"]+"$/);
        }
      });
    });

    describe('invalid_grant: a grant that is wrong, spent, expired or someone else’s', () => {
      it('answers a wrong password and an unknown user alike', async () => {
        for (const username of ['demo@bloemenzo.nl', 'niemand@example.nl'])
          assertOAuthError(
            await requestToken(app(), { grant_type: 'password', username, password: 'Verkeerd1!' }),
            400,
            'invalid_grant',
          );
      });

      it('answers a code the API never issued', async () => {
        assertOAuthError(
          await exchange({
            code: 'x'.repeat(43),
            redirect_uri: REDIRECT_URI,
            code_verifier: pkcePair().verifier,
          }),
          400,
          'invalid_grant',
        );
      });

      it('answers a redirect_uri other than the authorization request’s', async () => {
        const { code, verifier } = await codeFor();
        const response = await exchange({
          code,
          redirect_uri: 'http://127.0.0.1:4300/authorize/callback',
          code_verifier: verifier,
        });
        assertOAuthError(response, 400, 'invalid_grant');
        assert.match(response.json().error_description, /redirect_uri/);
      });

      it('answers a wrong PKCE verifier, and a missing one', async () => {
        for (const verifier of [pkcePair().verifier, undefined]) {
          const { code } = await codeFor();
          assertOAuthError(
            await exchange({
              code,
              redirect_uri: REDIRECT_URI,
              ...(verifier ? { code_verifier: verifier } : {}),
            }),
            400,
            'invalid_grant',
          );
        }
      });

      it('answers a code used before, an expired one and one issued to another client', async () => {
        await addClients();
        const used = await codeFor();
        const fields = (code: string, verifier: string) => ({
          code,
          redirect_uri: REDIRECT_URI,
          code_verifier: verifier,
        });
        assert.equal((await exchange(fields(used.code, used.verifier))).statusCode, 200);
        assertOAuthError(await exchange(fields(used.code, used.verifier)), 400, 'invalid_grant');

        const expired = await codeFor();
        await app()
          .db.update(oauthAuthorizationCodes)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(oauthAuthorizationCodes.codeHash, sha256(expired.code)));
        assertOAuthError(
          await exchange(fields(expired.code, expired.verifier)),
          400,
          'invalid_grant',
        );

        const theirs = await codeFor(CODES_ONLY);
        assertOAuthError(
          await exchange(fields(theirs.code, theirs.verifier)),
          400,
          'invalid_grant',
        );
      });

      it('answers a refresh token unknown, expired, rotated away or issued to another client', async () => {
        await addClients();
        const refresh = (refreshToken: string) =>
          requestToken(app(), { grant_type: 'refresh_token', refresh_token: refreshToken });
        assertOAuthError(await refresh('r'.repeat(43)), 400, 'invalid_grant');

        const { email, password } = await createCustomer(app());
        const expired = await signIn(app(), email, password);
        await app()
          .db.update(oauthRefreshTokens)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(oauthRefreshTokens.tokenHash, sha256(expired.refresh_token)));
        assertOAuthError(await refresh(expired.refresh_token), 400, 'invalid_grant');

        const rotated = await signIn(app(), email, password);
        assert.equal((await refresh(rotated.refresh_token)).statusCode, 200);
        assertOAuthError(await refresh(rotated.refresh_token), 400, 'invalid_grant');

        const theirs = await signIn(app(), email, password);
        await app()
          .db.update(oauthRefreshTokens)
          .set({ clientId: CODES_ONLY })
          .where(eq(oauthRefreshTokens.tokenHash, sha256(theirs.refresh_token)));
        assertOAuthError(await refresh(theirs.refresh_token), 400, 'invalid_grant');
      });
    });

    describe('the grant type and the scope', () => {
      it('answers a grant type the API does not know with unsupported_grant_type', async () => {
        assertOAuthError(
          await requestToken(app(), { grant_type: 'foo' }),
          400,
          'unsupported_grant_type',
        );
      });

      it('answers a grant the client may not use with unauthorized_client', async () => {
        await addClients();
        assertOAuthError(
          await requestToken(app(), { grant_type: 'client_credentials', client_id: CODES_ONLY }),
          400,
          'unauthorized_client',
        );
      });

      it('answers a scope unknown or not the client’s with invalid_scope', async () => {
        assertOAuthError(
          await requestToken(app(), { grant_type: 'client_credentials', scope: 'admin' }),
          400,
          'invalid_scope',
        );
        // `fulfilment` exists, but the web shop may not ask for it.
        assertOAuthError(
          await requestToken(app(), { grant_type: 'client_credentials', scope: 'fulfilment' }),
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
        const { email, password } = await createCustomer(app());
        const { refresh_token } = await signIn(app(), email, password);
        assertOAuthError(
          await requestToken(app(), { grant_type: 'refresh_token', refresh_token, scope: 'admin' }),
          400,
          'invalid_scope',
        );
      });
    });

    it('sends no-store and no-cache with every token it issues', async () => {
      const response = await requestToken(app(), { grant_type: 'client_credentials' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(response.headers.pragma, 'no-cache');
    });
  });
}
