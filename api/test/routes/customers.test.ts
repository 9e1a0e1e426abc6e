import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { companies } from '../../src/db/schema';
import { build, dbTargets } from '../helpers/build';
import { jwtClaims, signIn } from '../helpers/oauth';

for (const target of dbTargets()) {
  describe(`POST /customers on ${target.name}`, () => {
    const app = build(target);
    let ip = 0;
    const register = (payload: object, language = 'en-US') =>
      app().inject({
        method: 'POST',
        url: '/customers',
        headers: { 'accept-language': language },
        payload,
        remoteAddress: `10.3.0.${++ip}`,
      });

    it('creates an account the customer can sign in with', async () => {
      const response = await register({
        email: ' Roos@Example.NL ',
        password: 'Bloem3n!',
        fullname: 'Roos de Vries',
        customerType: 'private',
      });
      assert.equal(response.statusCode, 201);
      const body = response.json();
      assert.equal(body['@type'], 'Customer');
      assert.match(body.uuid, /^[0-9a-f-]{36}$/);
      assert.equal(body['@id'], `/api/relation/customers/${body.uuid}`);
      assert.ok(!JSON.stringify(body).includes('Bloem3n!'));
      const { access_token } = await signIn(app(), 'roos@example.nl', 'Bloem3n!');
      assert.equal(jwtClaims(access_token).sub, body.uuid);
    });

    it('explains the password rule, in Dutch and English', async () => {
      const payload = {
        email: 'kort@example.nl',
        password: 'bloemen',
        fullname: 'Kort',
        customerType: 'business',
        companyName: 'Kort BV',
      };
      const nl = await register(payload, 'nl');
      assert.equal(nl.statusCode, 400);
      assert.equal(nl.json()['hydra:title'], 'Er zit een fout in het formulier');
      assert.equal(
        nl.json()['hydra:description'],
        'password: Je wachtwoord moet minimaal 6 tekens bevatten, waaronder 1 cijfer en 1 speciaal teken',
      );
      const en = await register(payload, 'en');
      assert.deepEqual(en.json().violations, [
        {
          propertyPath: 'password',
          message:
            'Your password must contain at least 6 characters, including 1 number and 1 special character',
          code: 'validation.password',
        },
      ]);
    });

    it('names every missing or invalid field', async () => {
      const response = await register({ email: 'geen-adres', customerType: 'admin' });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(
        response
          .json()
          .violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
        [
          ['email', 'validation.email'],
          ['password', 'validation.required'],
          ['fullname', 'validation.required'],
          ['customerType', 'validation.invalidValue'],
        ],
      );
    });

    it('creates the company of a business customer, and asks for its name', async () => {
      const payload = {
        email: `inkoop-${ip}@bedrijf.example`,
        password: 'Bloem3n!',
        fullname: 'Ina Inkoop',
        customerType: 'business',
      };
      const missing = await register(payload);
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json().violations, [
        { propertyPath: 'companyName', message: 'Required', code: 'validation.required' },
      ]);

      const response = await register({ ...payload, companyName: ' Bloemist & Zonen BV ' });
      assert.equal(response.statusCode, 201);
      const customer = await app().customers.findByUuid(response.json().uuid);
      assert.equal(customer!.customerType, 'business');
      const [company] = await app()
        .db.select()
        .from(companies)
        .where(eq(companies.uuid, customer!.companyUuid!));
      assert.equal(company!.name, 'Bloemist & Zonen BV');
    });

    it('ignores a company name sent with a private registration', async () => {
      const response = await register({
        email: `prive-${ip}@example.nl`,
        password: 'Bloem3n!',
        fullname: 'Pim Privé',
        customerType: 'private',
        companyName: 'Niet Nodig BV',
      });
      assert.equal(response.statusCode, 201);
      const customer = await app().customers.findByUuid(response.json().uuid);
      assert.equal(customer!.companyUuid, null);
    });

    it('refuses an e-mail address that already has an account, whatever its case', async () => {
      const payload = {
        email: 'DEMO@bloemenzo.nl',
        password: 'Anders1!',
        fullname: 'Tweede Demo',
        customerType: 'private',
      };
      const nl = await register(payload, 'nl');
      assert.equal(nl.statusCode, 409);
      assert.equal(nl.json()['@type'], 'hydra:Error');
      assert.equal(nl.json()['hydra:description'], 'Er bestaat al een account met dit e-mailadres');
      const en = await register(payload, 'en');
      assert.equal(
        en.json()['hydra:description'],
        'An account with this email address already exists',
      );
    });
  });
}
