import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../helpers/build';
import { CLIENT_ID, nextAddress, requestToken, signIn } from '../helpers/oauth';

for (const target of dbTargets()) {
  describe(`POST /token/revoke (RFC 7009) on ${target.name}`, () => {
    const app = build(target);

    const revoke = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      app().inject({
        method: 'POST',
        url: '/token/revoke',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(fields).toString(),
        remoteAddress: nextAddress(),
      });
    const refresh = (refreshToken: string) =>
      requestToken(app(), { grant_type: 'refresh_token', refresh_token: refreshToken });

    it('ends a refresh token: 200 without a body, and it can no longer be exchanged', async () => {
      const { refresh_token } = await signIn(app(), 'demo@bloemenzo.nl', 'Bloem3n!');
      const response = await revoke({
        token: refresh_token,
        token_type_hint: 'refresh_token',
        client_id: CLIENT_ID,
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.body, '');
      assert.equal(response.headers['cache-control'], 'no-store');
      const after = await refresh(refresh_token);
      assert.equal(after.statusCode, 400);
      assert.equal(after.json().error, 'invalid_grant');
    });

    it('ends the whole sign-in: the token rotated from a revoked one no longer works either', async () => {
      const first = await signIn(app(), 'demo@bloemenzo.nl', 'Bloem3n!');
      const rotated = (await refresh(first.refresh_token)).json().refresh_token as string;
      // The client revokes the token it still had from before the rotation.
      assert.equal(
        (await revoke({ token: first.refresh_token, client_id: CLIENT_ID })).statusCode,
        200,
      );
      assert.equal((await refresh(rotated)).json().error, 'invalid_grant');
    });

    it('leaves the customer’s other sign-ins alone', async () => {
      const phone = await signIn(app(), 'inkoop@bedrijf.nl', 'Bloem3n!');
      const laptop = await signIn(app(), 'inkoop@bedrijf.nl', 'Bloem3n!');
      await revoke({ token: phone.refresh_token, client_id: CLIENT_ID });
      assert.equal((await refresh(laptop.refresh_token)).statusCode, 200);
    });

    it('answers 200 for a token it does not know (RFC 7009 §2.2)', async () => {
      const response = await revoke({ token: 'n'.repeat(43), client_id: CLIENT_ID });
      assert.equal(response.statusCode, 200);
    });

    it('answers an access token with unsupported_token_type: it expires by itself', async () => {
      const { access_token } = await signIn(app(), 'demo@bloemenzo.nl', 'Bloem3n!');
      const response = await revoke({ token: access_token, client_id: CLIENT_ID });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().error, 'unsupported_token_type');
    });

    it('refuses a request without a token or a client, and an unknown client', async () => {
      const noToken = await revoke({ client_id: CLIENT_ID });
      assert.equal(noToken.statusCode, 400);
      assert.equal(noToken.json().error, 'invalid_request');
      assert.match(String(noToken.headers['content-type']), /^application\/json/);
      const noClient = await revoke({ token: 'n'.repeat(43) });
      assert.equal(noClient.json().error, 'invalid_request');
      const unknown = await revoke({ token: 'n'.repeat(43), client_id: 'someone-else' });
      assert.equal(unknown.statusCode, 400);
      assert.equal(unknown.json().error, 'invalid_client');
      const basic = await revoke(
        { token: 'n'.repeat(43) },
        { authorization: `Basic ${Buffer.from('someone-else:geheim').toString('base64')}` },
      );
      assert.equal(basic.statusCode, 401);
      assert.equal(basic.json().error, 'invalid_client');
      assert.match(String(basic.headers['www-authenticate']), /^Basic /);
    });

    it('takes the client by HTTP Basic as well', async () => {
      const { refresh_token } = await signIn(app(), 'demo@bloemenzo.nl', 'Bloem3n!');
      const response = await revoke(
        { token: refresh_token },
        { authorization: `Basic ${Buffer.from(`${CLIENT_ID}:`).toString('base64')}` },
      );
      assert.equal(response.statusCode, 200);
      assert.equal((await refresh(refresh_token)).json().error, 'invalid_grant');
    });

    it('refuses a client that authenticates in two ways at once (RFC 6749 §2.3)', async () => {
      const { refresh_token } = await signIn(app(), 'demo@bloemenzo.nl', 'Bloem3n!');
      const response = await revoke(
        { token: refresh_token, client_id: CLIENT_ID, client_secret: 'geheim' },
        { authorization: `Basic ${Buffer.from(`${CLIENT_ID}:`).toString('base64')}` },
      );
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().error, 'invalid_request');
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal((await refresh(refresh_token)).statusCode, 200, 'nothing was revoked');
    });

    it('does not let another client revoke the shop’s tokens', async () => {
      await app().db.execute(
        `insert into oauth_clients (id, grants, redirect_uris) values ('partner-app', '["password","refresh_token"]', '[]') on conflict do nothing`,
      );
      const { refresh_token } = await signIn(app(), 'demo@bloemenzo.nl', 'Bloem3n!');
      const response = await revoke({ token: refresh_token, client_id: 'partner-app' });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().error, 'unauthorized_client');
      assert.equal((await refresh(refresh_token)).statusCode, 200);
    });
  });
}
