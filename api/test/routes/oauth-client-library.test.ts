import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import * as oauth from 'oauth4webapi';
import { eq } from 'drizzle-orm';
import { customers } from '../../src/db/schema';
import { seedOAuthClients } from '../../src/db/seed';
import { build, dbTargets } from '../helpers/build';
import { CLIENT_ID, REDIRECT_URI } from '../helpers/oauth';
import { startSiteProxy } from '../helpers/site-proxy';

/**
 * A third-party OAuth client (oauth4webapi, not ours) runs every grant the API supports over
 * HTTP, through the site's routing (/api, /authorize, /.well-known), starting from the metadata
 * document alone: discovery, client credentials, password, authorization code with PKCE,
 * refresh, revocation, and the errors it must understand.
 */
const insecure = { [oauth.allowInsecureRequests]: true };
const client: oauth.Client = { client_id: CLIENT_ID };
const clientAuth = oauth.None();

for (const target of dbTargets()) {
  describe(`a third-party OAuth client against the live API on ${target.name}`, () => {
    const app = build(target);
    let site: Awaited<ReturnType<typeof startSiteProxy>>;
    let as: oauth.AuthorizationServer;

    before(async () => {
      await app().listen({ port: 0, host: '127.0.0.1' });
      site = await startSiteProxy((app().server.address() as AddressInfo).port);
    });
    after(() => site?.close());

    const signInWithPassword = async () => {
      const response = await oauth.genericTokenEndpointRequest(
        as,
        client,
        clientAuth,
        'password',
        new URLSearchParams({ username: 'demo@bloemenzo.nl', password: 'Bloem3n!' }),
        insecure,
      );
      return oauth.processGenericTokenEndpointResponse(as, client, response);
    };

    it('discovers the endpoints from the site’s metadata document (RFC 8414)', async () => {
      const issuer = new URL(site.origin);
      as = await oauth.processDiscoveryResponse(
        issuer,
        await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
      );
      assert.equal(as.issuer, site.origin);
      assert.equal(as.token_endpoint, `${site.origin}/api/token`);
      assert.equal(as.revocation_endpoint, `${site.origin}/api/token/revoke`);
    });

    it('gets an anonymous token by client credentials', async () => {
      const response = await oauth.clientCredentialsGrantRequest(
        as,
        client,
        clientAuth,
        new URLSearchParams(),
        insecure,
      );
      const tokens = await oauth.processClientCredentialsResponse(as, client, response);
      assert.equal(tokens.token_type, 'bearer');
      assert.equal(tokens.expires_in, 900);
      assert.equal(tokens.refresh_token, undefined);
    });

    it('signs in with the password grant, and the token opens /me', async () => {
      const tokens = await signInWithPassword();
      assert.ok(tokens.refresh_token);
      const me = await oauth.protectedResourceRequest(
        tokens.access_token,
        'GET',
        new URL(`${site.origin}/api/me`),
        undefined,
        undefined,
        insecure,
      );
      assert.equal(me.status, 200);
      assert.equal(((await me.json()) as { email: string }).email, 'demo@bloemenzo.nl');
    });

    it('signs in by authorization code with PKCE through the authorize page', async () => {
      const verifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const authorizationUrl = new URL(as.authorization_endpoint!);
      authorizationUrl.search = new URLSearchParams({
        response_type: 'code',
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT_URI,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      }).toString();
      // The shopper's part: the form, their credentials, the redirect back.
      const page = await fetch(authorizationUrl);
      assert.equal(page.status, 200);
      const html = await page.text();
      const fields = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
          m[1]!,
          m[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'),
        ]),
      );
      const cookie = /shop-authorize-csrf=[^;]+/.exec(page.headers.get('set-cookie') ?? '')![0];
      const submitted = await fetch(as.authorization_endpoint!, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ ...fields, email: 'demo@bloemenzo.nl', password: 'Bloem3n!' }),
      });
      assert.equal(submitted.status, 303);
      // The client's part, by the library alone.
      const callback = oauth.validateAuthResponse(
        as,
        client,
        new URL(submitted.headers.get('location')!),
        state,
      );
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        callback,
        REDIRECT_URI,
        verifier,
        insecure,
      );
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
      assert.equal(tokens.token_type, 'bearer');
      assert.ok(tokens.refresh_token);
    });

    it('refreshes, then revokes: the revoked sign-in can no longer be refreshed', async () => {
      const first = await signInWithPassword();
      const refreshed = await oauth.processRefreshTokenResponse(
        as,
        client,
        await oauth.refreshTokenGrantRequest(
          as,
          client,
          clientAuth,
          first.refresh_token!,
          insecure,
        ),
      );
      assert.ok(refreshed.refresh_token);
      assert.notEqual(refreshed.refresh_token, first.refresh_token);

      const revocation = await oauth.revocationRequest(
        as,
        client,
        clientAuth,
        refreshed.refresh_token!,
        { additionalParameters: { token_type_hint: 'refresh_token' }, ...insecure },
      );
      await oauth.processRevocationResponse(revocation);

      const again = oauth.refreshTokenGrantRequest(
        as,
        client,
        clientAuth,
        refreshed.refresh_token!,
        insecure,
      );
      await assert.rejects(
        oauth.processRefreshTokenResponse(as, client, await again),
        (error: unknown) =>
          error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant',
      );
    });

    it('authenticates a confidential client by HTTP Basic, its secret form-encoded (RFC 6749 §2.3.1)', async () => {
      // A base64 secret, as operators make them: `+`, `/`, `=` change under form encoding.
      const secret = 'q8+Zr/Tm3x:Wk2+pL9/yVb4nE7+cH1sD0fA6gJ5uXo==';
      await seedOAuthClients(app().db, undefined, { fulfilmentSecret: secret });
      const fulfilment: oauth.Client = { client_id: 'fulfilment' };
      const granted = await oauth.processClientCredentialsResponse(
        as,
        fulfilment,
        await oauth.clientCredentialsGrantRequest(
          as,
          fulfilment,
          oauth.ClientSecretBasic(secret),
          new URLSearchParams({ scope: 'fulfilment' }),
          insecure,
        ),
      );
      assert.equal(granted.token_type, 'bearer');
      assert.equal(granted.scope ?? 'fulfilment', 'fulfilment');
      // The same secret in the body (client_secret_post) works as well; a wrong one does not.
      const posted = await oauth.clientCredentialsGrantRequest(
        as,
        fulfilment,
        oauth.ClientSecretPost(secret),
        new URLSearchParams({ scope: 'fulfilment' }),
        insecure,
      );
      assert.equal(posted.status, 200);
      const wrong = await oauth.clientCredentialsGrantRequest(
        as,
        fulfilment,
        oauth.ClientSecretBasic(`${secret}x`),
        new URLSearchParams({ scope: 'fulfilment' }),
        insecure,
      );
      assert.equal(wrong.status, 401);
      assert.match(wrong.headers.get('www-authenticate') ?? '', /^Basic/);
    });

    it('reads the API’s refusals as RFC 6749 errors', async () => {
      const unknownGrant = await oauth.genericTokenEndpointRequest(
        as,
        client,
        clientAuth,
        'urn:example:foo',
        new URLSearchParams(),
        insecure,
      );
      await assert.rejects(
        oauth.processGenericTokenEndpointResponse(as, client, unknownGrant),
        (error: unknown) =>
          error instanceof oauth.ResponseBodyError &&
          error.error === 'unsupported_grant_type' &&
          error.status === 400,
      );
      const wrongPassword = await oauth.genericTokenEndpointRequest(
        as,
        client,
        clientAuth,
        'password',
        new URLSearchParams({ username: 'demo@bloemenzo.nl', password: 'Verkeerd1!' }),
        insecure,
      );
      await assert.rejects(
        oauth.processGenericTokenEndpointResponse(as, client, wrongPassword),
        (error: unknown) =>
          error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant',
      );
      const badScope = await oauth.clientCredentialsGrantRequest(
        as,
        client,
        clientAuth,
        new URLSearchParams({ scope: 'admin' }),
        insecure,
      );
      await assert.rejects(
        oauth.processClientCredentialsResponse(as, client, badScope),
        (error: unknown) =>
          error instanceof oauth.ResponseBodyError && error.error === 'invalid_scope',
      );
      // A code sent back with another redirect URI than the authorization request's (§5.2).
      const verifier = oauth.generateRandomCodeVerifier();
      const [demo] = await app()
        .db.select({ uuid: customers.uuid })
        .from(customers)
        .where(eq(customers.email, 'demo@bloemenzo.nl'));
      const { code } = await app().oauth.issueAuthorizationCode({
        clientId: CLIENT_ID,
        customerUuid: demo!.uuid,
        redirectUri: REDIRECT_URI,
        codeChallenge: await oauth.calculatePKCECodeChallenge(verifier),
        codeChallengeMethod: 'S256',
      });
      const callback = oauth.validateAuthResponse(
        as,
        client,
        new URL(`${REDIRECT_URI}?code=${code}`),
        oauth.skipStateCheck,
      );
      const otherRedirect = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        callback,
        'http://127.0.0.1:4300/authorize/callback',
        verifier,
        insecure,
      );
      await assert.rejects(
        oauth.processAuthorizationCodeResponse(as, client, otherRedirect),
        (error: unknown) =>
          error instanceof oauth.ResponseBodyError &&
          error.error === 'invalid_grant' &&
          error.status === 400,
      );
    });
  });
}
