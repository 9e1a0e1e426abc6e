import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { build, dbTargets } from '../helpers/build';
import { createCustomer, requestToken, signIn } from '../helpers/oauth';
import { DEV_TOKEN_SECRET } from '../../src/config';

const key = new TextEncoder().encode(DEV_TOKEN_SECRET);

for (const target of dbTargets()) {
  describe(`GET /me on ${target.name}`, () => {
    const app = build(target);
    const me = (authorization?: string, language = 'en-US') =>
      app().inject({
        method: 'GET',
        url: '/me',
        headers: {
          'accept-language': language,
          ...(authorization ? { authorization } : {}),
        },
      });

    it('answers 401 with a localized hydra:Error without a token', async () => {
      const response = await me(undefined, 'nl');
      assert.equal(response.statusCode, 401);
      assert.equal(response.headers['www-authenticate'], 'Bearer');
      assert.equal(response.json()['@type'], 'hydra:Error');
      assert.equal(response.json()['hydra:description'], 'Log in om verder te gaan');
      assert.equal((await me(undefined, 'en')).json()['hydra:title'], 'Please sign in to continue');
    });

    it('answers 401 to a malformed, forged or expired token', async () => {
      const { uuid } = await createCustomer(app());
      const claims = { client_id: 'shop-web', scope: '' };
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(uuid)
        .setExpirationTime('15m')
        .sign(new TextEncoder().encode('x'.repeat(40)));
      const expired = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(uuid)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(key);
      for (const authorization of [
        'Bearer nonsense',
        `Bearer ${forged}`,
        `Bearer ${expired}`,
        'Basic c2hvcC13ZWI6',
      ]) {
        const response = await me(authorization);
        assert.equal(response.statusCode, 401, authorization);
        assert.equal(response.json()['hydra:description'], 'Please sign in to continue');
      }
    });

    it('answers 401 to an anonymous (client credentials) token', async () => {
      const token = (await requestToken(app(), { grant_type: 'client_credentials' })).json();
      const response = await me(`Bearer ${token.access_token}`);
      assert.equal(response.statusCode, 401);
      assert.equal(response.headers['www-authenticate'], 'Bearer error="invalid_token"');
    });

    it('shows a business customer with their company and permissions', async () => {
      const { access_token } = await signIn(app(), 'inkoop@bedrijf.nl', 'Bloem3n!');
      const response = await me(`Bearer ${access_token}`);
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body['@id'], '/api/me');
      assert.equal(body['@type'], 'User');
      assert.match(body.uuid, /^[0-9a-f-]{36}$/);
      assert.equal(body.currentCompany, '5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11');
      assert.equal(body.email, 'inkoop@bedrijf.nl');
      assert.equal(body.fullname, 'Inkoop Bedrijf');
      assert.equal(body.customerType, 'business');
      assert.equal(body.onAccount, true, 'the demo company may buy on account');
      // A buyer (ADR 0017).
      assert.deepEqual(body.permissions, ['orders.create', 'company.read']);
    });

    it('offers paying on account only to a user who orders for the company', async () => {
      const { access_token } = await signIn(app(), 'kijker@bedrijf.nl', 'Bloem3n!');
      const body = (await me(`Bearer ${access_token}`)).json();
      assert.equal(body.currentCompany, '5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11');
      assert.equal(body.onAccount, false, 'a viewer does not hold orders.create');
    });

    it('shows a private customer without a company or permissions', async () => {
      const { access_token } = await signIn(app(), 'demo@bloemenzo.nl', 'Bloem3n!');
      const body = (await me(`Bearer ${access_token}`)).json();
      assert.equal(body.currentCompany, null);
      assert.equal(body.customerType, 'private');
      assert.equal(body.onAccount, false);
      assert.deepEqual(body.permissions, []);
    });
  });

  describe(`POST /me/change-password on ${target.name}`, () => {
    const app = build(target);
    const changePassword = (token: string, payload: object, language = 'en-US') =>
      app().inject({
        method: 'POST',
        url: '/me/change-password',
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
        payload,
      });

    it('says the current password is wrong, in Dutch and English', async () => {
      const { email, password } = await createCustomer(app());
      const { access_token } = await signIn(app(), email, password);
      const payload = { oldPassword: 'Verkeerd1!', newPassword: 'Nieuw12!' };
      const nl = await changePassword(access_token, payload, 'nl-NL');
      assert.equal(nl.statusCode, 400);
      assert.equal(nl.json()['@type'], 'hydra:Error');
      assert.equal(nl.json()['hydra:description'], 'Huidige wachtwoord is fout');
      const en = await changePassword(access_token, payload, 'en-US');
      assert.equal(en.json()['hydra:description'], 'Current password is wrong');
      const fr = await changePassword(access_token, payload, 'fr-BE');
      assert.equal(fr.json()['hydra:description'], 'Le mot de passe actuel est incorrect');
    });

    it('checks the new password against the password rule', async () => {
      const { email, password } = await createCustomer(app());
      const { access_token } = await signIn(app(), email, password);
      const response = await changePassword(access_token, {
        oldPassword: password,
        newPassword: 'abc',
      });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json().violations, [
        {
          propertyPath: 'newPassword',
          message:
            'Your password must contain at least 6 characters, including 1 number and 1 special character',
          code: 'validation.password',
        },
      ]);
    });

    it('changes the password and signs out every refresh token of the customer', async () => {
      const { email, password } = await createCustomer(app());
      const session = await signIn(app(), email, password);
      const response = await changePassword(session.access_token, {
        oldPassword: password,
        newPassword: 'Tulp3n#2',
      });
      assert.equal(response.statusCode, 204);
      assert.equal(response.body, '');
      const refreshed = await requestToken(app(), {
        grant_type: 'refresh_token',
        refresh_token: session.refresh_token,
      });
      assert.equal(refreshed.statusCode, 400);
      assert.equal(refreshed.json().error_description, 'The refresh token is invalid.');
      const oldPassword = await requestToken(app(), {
        grant_type: 'password',
        username: email,
        password,
      });
      assert.equal(oldPassword.statusCode, 400);
      await signIn(app(), email, 'Tulp3n#2');
    });

    it('needs a signed-in customer', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/me/change-password',
        payload: { oldPassword: 'a', newPassword: 'b' },
      });
      assert.equal(response.statusCode, 401);
    });
  });
}
