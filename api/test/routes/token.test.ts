import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../helpers/build';
import {
  CLIENT_ID,
  createCustomer,
  jwtClaims,
  pkcePair,
  REDIRECT_URI,
  requestToken,
  signIn,
} from '../helpers/oauth';
import { customers, oauthAuthorizationCodes } from '../../src/db/schema';
import { randomToken, sha256 } from '../../src/domain/tokens';

const INVALID_REFRESH = {
  error: 'invalid_grant',
  error_description: 'The refresh token is invalid.',
};

for (const target of dbTargets()) {
  describe(`POST /token on ${target.name}`, () => {
    const app = build(target);

    const uuidOf = async (email: string) => {
      const [row] = await app()
        .db.select({ uuid: customers.uuid })
        .from(customers)
        .where(eq(customers.email, email));
      return row!.uuid;
    };

    const codeFor = async (customerUuid: string, challenge: string) =>
      (
        await app().oauth.issueAuthorizationCode({
          clientId: CLIENT_ID,
          customerUuid,
          redirectUri: REDIRECT_URI,
          codeChallenge: challenge,
          codeChallengeMethod: 'S256',
        })
      ).code;

    describe('client credentials', () => {
      it('gives an anonymous shopper a 15-minute token without a refresh token', async () => {
        const response = await requestToken(app(), { grant_type: 'client_credentials' });
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['cache-control'], 'no-store');
        const body = response.json();
        assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'token_type']);
        assert.equal(body.token_type, 'Bearer');
        assert.equal(body.expires_in, 900);
        const claims = jwtClaims(body.access_token);
        assert.match(String(claims.sub), /^anonymous:[A-Za-z0-9_-]{43}$/);
        assert.equal(claims.client_id, CLIENT_ID);
        assert.equal(Number(claims.exp) - Number(claims.iat), 900);
      });

      it('ties the token to the cart whose secret comes with it (x-cart-secret)', async () => {
        const created = await app().inject({ method: 'POST', url: '/carts' });
        const cart = created.json() as { uuid: string; secret: string };
        const other = (await app().inject({ method: 'POST', url: '/carts' })).json() as {
          uuid: string;
        };
        const response = await requestToken(
          app(),
          { grant_type: 'client_credentials' },
          { headers: { 'x-cart-secret': cart.secret } },
        );
        assert.equal(response.statusCode, 200);
        const token = response.json().access_token as string;
        assert.equal(jwtClaims(token).cart, cart.uuid);
        const bearer = { authorization: `Bearer ${token}` };
        // The token alone opens that cart, and no other.
        const own = await app().inject({ url: `/carts/${cart.uuid}`, headers: bearer });
        assert.equal(own.statusCode, 200);
        const foreign = await app().inject({ url: `/carts/${other.uuid}`, headers: bearer });
        assert.equal(foreign.statusCode, 404);
        // A wrong secret names no cart; the token is still issued.
        const guessed = await requestToken(
          app(),
          { grant_type: 'client_credentials' },
          { headers: { 'x-cart-secret': 'guess' } },
        );
        assert.equal(guessed.statusCode, 200);
        assert.equal(jwtClaims(guessed.json().access_token).cart, undefined);
        // A user token never opens a cart by itself.
        const user = await createCustomer(app());
        const signedIn = await requestToken(
          app(),
          { grant_type: 'password', username: user.email, password: user.password },
          { headers: { 'x-cart-secret': cart.secret } },
        );
        assert.equal(jwtClaims(signedIn.json().access_token).cart, undefined);
      });

      it('refuses an unknown client', async () => {
        const response = await requestToken(app(), {
          grant_type: 'client_credentials',
          client_id: 'someone-else',
        });
        assert.equal(response.statusCode, 400);
        assert.equal(response.json().error, 'invalid_client');
      });
    });

    describe('password', () => {
      it('signs the demo customer in with a token for their uuid and a refresh token', async () => {
        const response = await requestToken(app(), {
          grant_type: 'password',
          username: 'Demo@Bloemenzo.nl',
          password: 'Bloem3n!',
        });
        assert.equal(response.statusCode, 200);
        const body = response.json();
        assert.equal(body.token_type, 'Bearer');
        assert.equal(body.expires_in, 900);
        assert.match(body.refresh_token, /^[A-Za-z0-9_-]{43}$/);
        assert.equal(jwtClaims(body.access_token).sub, await uuidOf('demo@bloemenzo.nl'));
      });

      it('answers a wrong password and an unknown user with the same invalid_grant', async () => {
        const wrongPassword = await requestToken(app(), {
          grant_type: 'password',
          username: 'inkoop@bedrijf.nl',
          password: 'Verkeerd1!',
        });
        const unknownUser = await requestToken(app(), {
          grant_type: 'password',
          username: 'niemand@bloemenzo.nl',
          password: 'Bloem3n!',
        });
        assert.equal(wrongPassword.statusCode, 400);
        assert.equal(unknownUser.statusCode, 400);
        assert.equal(wrongPassword.json().error, 'invalid_grant');
        assert.deepEqual(unknownUser.json(), wrongPassword.json());
      });

      it('limits password attempts to 10 a minute per address, in the shopper’s language', async () => {
        const address = '10.200.0.1';
        const statuses: number[] = [];
        for (let i = 0; i < 11; i += 1) {
          const response = await requestToken(
            app(),
            { grant_type: 'password', username: `raden-${i}@example.nl`, password: 'Gok1!!' },
            { remoteAddress: address, language: 'nl' },
          );
          statuses.push(response.statusCode);
          if (i === 10) {
            assert.equal(response.json()['@type'], 'hydra:Error');
            assert.match(
              response.json()['hydra:description'],
              /^Te veel pogingen\. Probeer het over \d+ seconden opnieuw\.$/,
            );
          }
        }
        assert.deepEqual(statuses, [...Array(10).fill(400), 429]);
        const anonymous = await requestToken(
          app(),
          { grant_type: 'client_credentials' },
          { remoteAddress: address },
        );
        assert.equal(anonymous.statusCode, 200, 'other grants are not limited');
      });

      it('limits password attempts to 5 a minute per username, from any address', async () => {
        const { email, password } = await createCustomer(app());
        const statuses: number[] = [];
        for (let i = 0; i < 5; i += 1)
          statuses.push(
            (await requestToken(app(), { grant_type: 'password', username: email, password: 'x' }))
              .statusCode,
          );
        const limited = await requestToken(app(), {
          grant_type: 'password',
          username: email.toUpperCase(),
          password,
        });
        assert.deepEqual(statuses, Array(5).fill(400));
        assert.equal(limited.statusCode, 429);
        assert.match(limited.json()['hydra:description'], /^Too many attempts\./);
        assert.ok(Number(limited.headers['retry-after']) > 0);
      });

      it('counts only wrong passwords: a customer signing in often is never held back', async () => {
        const { email, password } = await createCustomer(app());
        for (let i = 0; i < 8; i += 1) {
          const response = await requestToken(app(), {
            grant_type: 'password',
            username: email,
            password,
          });
          assert.equal(response.statusCode, 200, `sign-in ${i + 1}: ${response.body}`);
        }
      });
    });

    describe('authorization code with PKCE', () => {
      it('exchanges a code and its verifier for a user token', async () => {
        const { uuid } = await createCustomer(app());
        const { verifier, challenge } = pkcePair();
        const code = await codeFor(uuid, challenge);
        const response = await requestToken(app(), {
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT_URI,
          code_verifier: verifier,
        });
        assert.equal(response.statusCode, 200);
        assert.equal(jwtClaims(response.json().access_token).sub, uuid);
        assert.ok(response.json().refresh_token);
      });

      it('refuses a wrong verifier, and the code is spent afterwards', async () => {
        const { uuid } = await createCustomer(app());
        const { verifier, challenge } = pkcePair();
        const code = await codeFor(uuid, challenge);
        const wrong = await requestToken(app(), {
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT_URI,
          code_verifier: pkcePair().verifier,
        });
        assert.equal(wrong.statusCode, 400);
        assert.equal(wrong.json().error, 'invalid_grant');
        const retry = await requestToken(app(), {
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT_URI,
          code_verifier: verifier,
        });
        assert.equal(retry.statusCode, 400);
      });

      it('refuses a code used before', async () => {
        const { uuid } = await createCustomer(app());
        const { verifier, challenge } = pkcePair();
        const code = await codeFor(uuid, challenge);
        const exchange = () =>
          requestToken(app(), {
            grant_type: 'authorization_code',
            code,
            redirect_uri: REDIRECT_URI,
            code_verifier: verifier,
          });
        const first = await exchange();
        assert.equal(first.statusCode, 200);
        const reused = await exchange();
        assert.equal(reused.statusCode, 400);
        assert.equal(reused.json().error, 'invalid_grant');
        // RFC 6749 §4.1.2: the tokens issued from a code that comes back are revoked too.
        const refresh = await requestToken(app(), {
          grant_type: 'refresh_token',
          refresh_token: first.json().refresh_token,
        });
        assert.deepEqual(refresh.json(), INVALID_REFRESH);
      });

      it('refuses a redirect URI other than the one the code was issued for', async () => {
        const { uuid } = await createCustomer(app());
        const { verifier, challenge } = pkcePair();
        const response = await requestToken(app(), {
          grant_type: 'authorization_code',
          code: await codeFor(uuid, challenge),
          redirect_uri: 'http://127.0.0.1:4300/authorize/callback',
          code_verifier: verifier,
        });
        assert.equal(response.statusCode, 400);
        assert.equal(response.json().error, 'invalid_grant');
      });

      it('refuses an expired code', async () => {
        const { uuid } = await createCustomer(app());
        const { verifier, challenge } = pkcePair();
        const code = await codeFor(uuid, challenge);
        await app()
          .db.update(oauthAuthorizationCodes)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(oauthAuthorizationCodes.codeHash, sha256(code)));
        const response = await requestToken(app(), {
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT_URI,
          code_verifier: verifier,
        });
        assert.equal(response.statusCode, 400);
        assert.equal(response.json().error, 'invalid_grant');
      });

      it('issues codes for 60 seconds, only for S256 and registered redirect URIs', async () => {
        const { uuid } = await createCustomer(app());
        const { challenge } = pkcePair();
        const issued = await app().oauth.issueAuthorizationCode({
          clientId: CLIENT_ID,
          customerUuid: uuid,
          redirectUri: REDIRECT_URI,
          codeChallenge: challenge,
          codeChallengeMethod: 'S256',
        });
        const lifetime = issued.expiresAt.getTime() - Date.now();
        assert.ok(lifetime > 55_000 && lifetime <= 60_000, `lifetime ${lifetime}`);
        const base = {
          clientId: CLIENT_ID,
          customerUuid: uuid,
          redirectUri: REDIRECT_URI,
          codeChallenge: challenge,
          codeChallengeMethod: 'S256',
        };
        await assert.rejects(
          app().oauth.issueAuthorizationCode({ ...base, codeChallengeMethod: 'plain' }),
          /S256/,
        );
        await assert.rejects(
          app().oauth.issueAuthorizationCode({ ...base, redirectUri: 'https://evil.example/cb' }),
          /redirect_uri/,
        );
      });

      it('refuses a code stored with the plain PKCE method', async () => {
        const { uuid } = await createCustomer(app());
        const code = randomToken();
        const verifier = pkcePair().verifier;
        await app()
          .db.insert(oauthAuthorizationCodes)
          .values({
            codeHash: sha256(code),
            clientId: CLIENT_ID,
            redirectUri: REDIRECT_URI,
            codeChallenge: verifier,
            codeChallengeMethod: 'plain',
            customerUuid: uuid,
            expiresAt: new Date(Date.now() + 60_000),
          });
        const response = await requestToken(app(), {
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT_URI,
          code_verifier: verifier,
        });
        assert.equal(response.statusCode, 400);
        assert.equal(response.json().error, 'invalid_request');
        assert.match(response.json().error_description, /plain/);
      });
    });

    describe('refresh token', () => {
      const refresh = (refreshToken: string) =>
        requestToken(app(), { grant_type: 'refresh_token', refresh_token: refreshToken });

      it('rotates the refresh token: the new one works, the old one no longer', async () => {
        const { uuid, email, password } = await createCustomer(app());
        const first = await signIn(app(), email, password);
        const rotated = await refresh(first.refresh_token);
        assert.equal(rotated.statusCode, 200);
        const body = rotated.json();
        assert.notEqual(body.refresh_token, first.refresh_token);
        assert.equal(jwtClaims(body.access_token).sub, uuid);
        assert.equal(body.expires_in, 900);
        assert.equal((await refresh(body.refresh_token)).statusCode, 200);
      });

      it('revokes the whole sign-in when an old refresh token is used again', async () => {
        const { email, password } = await createCustomer(app());
        const first = await signIn(app(), email, password);
        const second = (await refresh(first.refresh_token)).json();
        const reuse = await refresh(first.refresh_token);
        assert.equal(reuse.statusCode, 400);
        assert.deepEqual(reuse.json(), INVALID_REFRESH);
        const newest = await refresh(second.refresh_token);
        assert.equal(newest.statusCode, 400, 'the newest token of the family is revoked too');
        assert.deepEqual(newest.json(), INVALID_REFRESH);
      });

      it("answers an unknown refresh token with 'The refresh token is invalid.'", async () => {
        const response = await refresh('not-a-token-we-issued');
        assert.equal(response.statusCode, 400);
        assert.equal(
          response.body,
          '{"error":"invalid_grant","error_description":"The refresh token is invalid."}',
        );
      });

      it('keeps other sign-ins of the same customer working after a reuse', async () => {
        const { email, password } = await createCustomer(app());
        const phone = await signIn(app(), email, password);
        const laptop = await signIn(app(), email, password);
        await refresh(phone.refresh_token);
        await refresh(phone.refresh_token);
        assert.equal((await refresh(laptop.refresh_token)).statusCode, 200);
      });
    });
  });
}
