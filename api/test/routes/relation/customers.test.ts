import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { createCustomer, signIn } from '../../helpers/oauth';

for (const target of dbTargets()) {
  describe(`personal information on ${target.name}`, () => {
    const app = build(target);
    const as = async (email: string, password = 'Bloem3n!') => ({
      authorization: `Bearer ${(await signIn(app(), email, password)).access_token}`,
      'accept-language': 'en-US',
    });
    const me = async (headers: Record<string, string>) =>
      (await app().inject({ method: 'GET', url: '/me', headers })).json() as {
        uuid: string;
        fullname: string;
        currentCompany: string | null;
      };

    it('reads and changes the caller’s own fullname, birthdate and preferred language', async () => {
      const customer = await createCustomer(app());
      const headers = await as(customer.email, customer.password);
      const url = `/relation/customers/${customer.uuid}`;
      const before = await app().inject({ method: 'GET', url, headers });
      assert.equal(before.statusCode, 200, before.body);
      assert.equal(before.json()['@id'], `/api${url}`);
      assert.equal(before.json().fullname, 'Test Klant');
      assert.equal(before.json().birthdate, null);
      assert.equal(before.json().preferred_language, null);
      assert.equal(before.json().companyName, null);

      const changed = await app().inject({
        method: 'PUT',
        url,
        headers,
        payload: {
          fullname: ' Anna de Vries ',
          birthdate: '1984-02-29',
          preferred_language: 'fr-be',
        },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.equal(changed.json().fullname, 'Anna de Vries');
      assert.equal(changed.json().birthdate, '1984-02-29');
      assert.equal(changed.json().preferred_language, 'fr-be');
      // GET /me keeps working and follows the new name.
      assert.equal((await me(headers)).fullname, 'Anna de Vries');

      const cleared = await app().inject({
        method: 'PUT',
        url,
        headers,
        payload: { fullname: 'Anna de Vries', birthdate: '', preferred_language: 'nl-nl' },
      });
      assert.equal(cleared.json().birthdate, null);
    });

    it('refuses a birthdate before 1900, today or later, an impossible day and an unknown language', async () => {
      const customer = await createCustomer(app());
      const headers = await as(customer.email, customer.password);
      const url = `/relation/customers/${customer.uuid}`;
      const now = new Date();
      const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      for (const birthdate of ['1899-12-31', today, '2999-01-01', '1990-02-30', '01-02-1990']) {
        const response = await app().inject({
          method: 'PUT',
          url,
          headers,
          payload: { fullname: 'Anna', birthdate, preferred_language: 'nl-nl' },
        });
        assert.equal(response.statusCode, 400, birthdate);
        assert.equal(response.json().violations[0].propertyPath, 'birthdate');
        assert.equal(
          response.json().violations[0].message,
          'Enter a date of birth after 1900 and before today',
        );
      }
      const language = await app().inject({
        method: 'PUT',
        url,
        headers,
        payload: { fullname: 'Anna', birthdate: null, preferred_language: 'de-de' },
      });
      assert.equal(language.statusCode, 400);
      assert.equal(language.json().violations[0].propertyPath, 'preferred_language');
      const companyName = await app().inject({
        method: 'PUT',
        url,
        headers,
        payload: { fullname: 'Anna', preferred_language: 'nl-nl', companyName: 'Mijn B.V.' },
      });
      assert.equal(companyName.statusCode, 400);
    });

    it('shows a business customer their company’s name', async () => {
      const headers = await as('inkoop@bedrijf.nl');
      const { uuid, currentCompany } = await me(headers);
      const response = await app().inject({
        method: 'GET',
        url: `/relation/customers/${uuid}`,
        headers,
      });
      assert.equal(response.json().companyName, 'Bloemenhandel De Tulp B.V.');
      assert.equal(response.json().company, `/api/relation/companies/${currentCompany}`);
    });

    it('answers 404 for another customer’s account, to read or change, and 401 without a token', async () => {
      const someone = await createCustomer(app());
      const headers = await as('demo@bloemenzo.nl');
      const url = `/relation/customers/${someone.uuid}`;
      assert.equal((await app().inject({ method: 'GET', url, headers })).statusCode, 404);
      const change = await app().inject({
        method: 'PUT',
        url,
        headers,
        payload: { fullname: 'Overgenomen', birthdate: null, preferred_language: 'nl-nl' },
      });
      assert.equal(change.statusCode, 404);
      assert.equal((await app().inject({ method: 'GET', url })).statusCode, 401);
      const untouched = await as(someone.email, someone.password);
      assert.equal((await me(untouched)).fullname, 'Test Klant');
    });
  });
}
