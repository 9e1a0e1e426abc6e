import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../helpers/build';

for (const target of dbTargets()) {
  describe(`GET /.well-known/oauth-authorization-server (RFC 8414) on ${target.name}`, () => {
    const app = build(target);
    const withOrigin = build(target, { siteOrigin: 'https://www.bloemenzo.nl' });

    it('names the site as issuer and the endpoints the browser uses', async () => {
      const response = await withOrigin().inject({
        url: '/.well-known/oauth-authorization-server',
      });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^application\/json/);
      const metadata = response.json();
      assert.equal(metadata.issuer, 'https://www.bloemenzo.nl');
      assert.equal(metadata.authorization_endpoint, 'https://www.bloemenzo.nl/authorize');
      assert.equal(metadata.token_endpoint, 'https://www.bloemenzo.nl/api/token');
      assert.equal(metadata.revocation_endpoint, 'https://www.bloemenzo.nl/api/token/revoke');
      assert.deepEqual(metadata.code_challenge_methods_supported, ['S256']);
      assert.deepEqual(metadata.response_types_supported, ['code']);
      assert.deepEqual([...metadata.grant_types_supported].sort(), [
        'authorization_code',
        'client_credentials',
        'password',
        'refresh_token',
      ]);
    });

    it('takes the origin from the request without SITE_ORIGIN', async () => {
      const response = await app().inject({
        url: '/.well-known/oauth-authorization-server',
        headers: { host: 'localhost:3000' },
      });
      assert.equal(response.json().issuer, 'http://localhost:3000');
      assert.equal(response.json().token_endpoint, 'http://localhost:3000/api/token');
    });
  });
}
