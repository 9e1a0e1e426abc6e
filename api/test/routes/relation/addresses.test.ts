import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { createCustomer, signIn } from '../../helpers/oauth';

for (const target of dbTargets()) {
  describe(`address book on ${target.name}`, () => {
    const app = build(target);
    const as = async (email: string, password = 'Bloem3n!') => ({
      authorization: `Bearer ${(await signIn(app(), email, password)).access_token}`,
    });
    const list = async (headers: Record<string, string>) => {
      const response = await app().inject({ method: 'GET', url: '/relation/addresses', headers });
      assert.equal(response.statusCode, 200);
      return response.json()['hydra:member'] as {
        uuid: string;
        city: string;
        company: string | null;
      }[];
    };

    it('a customer sees their own addresses, the default delivery address first', async () => {
      const addresses = await list(await as('demo@bloemenzo.nl'));
      assert.deepEqual(
        addresses.map((a) => a.city),
        ['Utrecht', 'Antwerpen'],
      );
    });

    it('a company buyer also sees the company’s addresses; nobody sees another’s', async () => {
      const buyer = await list(await as('inkoop@bedrijf.nl'));
      assert.deepEqual(
        buyer.map((a) => a.company),
        ['/api/relation/companies/5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11'],
      );
      // Same company, but a role that neither buys nor manages addresses (a viewer).
      assert.deepEqual(await list(await as('kijker@bedrijf.nl')), []);
      const stranger = await createCustomer(app());
      const headers = await as(stranger.email, stranger.password);
      assert.deepEqual(await list(headers), []);
      const someoneElses = (await list(await as('demo@bloemenzo.nl')))[0]!.uuid;
      const read = await app().inject({
        method: 'GET',
        url: `/relation/addresses/${someoneElses}`,
        headers,
      });
      assert.equal(read.statusCode, 404);
      assert.equal(
        (await app().inject({ method: 'GET', url: '/relation/addresses' })).statusCode,
        401,
      );
    });

    it('adds an address, checked with the checkout’s rules; a new default takes over', async () => {
      const customer = await createCustomer(app());
      const headers = {
        ...(await as(customer.email, customer.password)),
        'accept-language': 'en-US',
      };
      const add = (payload: unknown) =>
        app().inject({
          method: 'POST',
          url: '/relation/addresses',
          headers,
          payload: payload as object,
        });
      const address = {
        firstname: 'Anna',
        lastname: 'de Vries',
        street: 'Oudegracht',
        housenumber: '12',
        postcode: '3511ab',
        city: 'Utrecht',
        country: 'NL',
        isDefaultDeliveryAddress: true,
      };
      const first = await add(address);
      assert.equal(first.statusCode, 201, first.body);
      assert.equal(first.json().postcode, '3511 AB');
      const second = await add({ ...address, street: 'Neude', housenumber: '1' });
      assert.equal(second.json().isDefaultDeliveryAddress, true);
      const addresses = await list(headers);
      assert.equal(addresses.length, 2);
      assert.equal(addresses[0]!.uuid, second.json().uuid);
      const wrong = await add({ ...address, postcode: '1000' });
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json().violations[0].propertyPath, 'postcode');
      assert.match(wrong.json().violations[0].message, /valid postcode/);
      const forged = await add({ ...address, customerUuid: 'someone' });
      assert.equal(forged.statusCode, 400);
    });

    it('an address manager adds a company address, which the company’s buyers then use', async () => {
      const admin = { ...(await as('beheer@bedrijf.nl')), 'accept-language': 'en-US' };
      const address = {
        firstname: 'Magazijn',
        lastname: 'De Tulp',
        street: 'Industrieweg',
        housenumber: '9',
        postcode: '3542 AD',
        city: 'Utrecht',
        country: 'NL',
        forCompany: true,
      };
      const added = await app().inject({
        method: 'POST',
        url: '/relation/addresses',
        headers: admin,
        payload: address,
      });
      assert.equal(added.statusCode, 201, added.body);
      assert.equal(
        added.json().company,
        '/api/relation/companies/5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11',
      );
      assert.equal(added.json().customer, null);
      const buyer = await as('inkoop@bedrijf.nl');
      assert.ok((await list(buyer)).some((a) => a.uuid === added.json().uuid));
      const refused = await app().inject({
        method: 'POST',
        url: '/relation/addresses',
        headers: buyer,
        payload: address,
      });
      assert.equal(refused.statusCode, 403);
      const privateCustomer = await as('demo@bloemenzo.nl');
      const none = await app().inject({
        method: 'POST',
        url: '/relation/addresses',
        headers: privateCustomer,
        payload: address,
      });
      assert.equal(none.statusCode, 403);
    });
  });
}
