import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HubUpdate } from '../../../src/plugins/app/core/hub';
import { build, dbTargets } from '../../helpers/build';
import { createCustomer, DEMO_COMPANY, signIn } from '../../helpers/oauth';

const address = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: 'Oudegracht',
  housenumber: '12',
  postcode: '3511ab',
  city: 'Utrecht',
  country: 'NL',
};

interface Address {
  uuid: string;
  '@id': string;
  street: string;
  company: string | null;
  isCompanyMainAddress: boolean;
  isDefaultDeliveryAddress: boolean;
  activity: { user: { fullname: string } } | null;
}

for (const target of dbTargets()) {
  describe(`address book changes on ${target.name}`, () => {
    const app = build(target);
    const as = async (email: string, password = 'Bloem3n!', language = 'en-US') => ({
      authorization: `Bearer ${(await signIn(app(), email, password)).access_token}`,
      'accept-language': language,
    });
    /** Calls the API by its path, or by an `@id` as the site's proxy passes it on (`/api` off). */
    const call = (
      method: 'GET' | 'PUT' | 'DELETE' | 'POST',
      url: string,
      headers: Record<string, string>,
      payload?: object,
    ) =>
      app().inject({
        method,
        url: url.replace(/^\/api\//, '/'),
        headers,
        ...(payload ? { payload } : {}),
      });
    const list = async (headers: Record<string, string>) =>
      (await call('GET', '/relation/addresses', headers)).json()['hydra:member'] as Address[];
    /** A fresh private customer with two addresses, the first one the default. */
    const customerWithAddresses = async () => {
      const customer = await createCustomer(app());
      const headers = await as(customer.email, customer.password);
      const home = (
        await call('POST', '/relation/addresses', headers, {
          ...address,
          isDefaultDeliveryAddress: true,
        })
      ).json() as Address;
      const work = (
        await call('POST', '/relation/addresses', headers, { ...address, street: 'Neude' })
      ).json() as Address;
      return { customer, headers, home, work };
    };
    const updatesDuring = async (action: () => Promise<unknown>) => {
      const updates: HubUpdate[] = [];
      const stop = app().hub.onUpdate((update) => updates.push(update));
      try {
        await action();
      } finally {
        stop();
      }
      return updates;
    };

    it('changes an address with PUT, checked with the shared schema, and publishes it', async () => {
      const { customer, headers, work } = await customerWithAddresses();
      const updates = await updatesDuring(async () => {
        const changed = await call('PUT', work['@id'], headers, {
          ...address,
          street: 'Vredenburg',
          housenumber: '40',
        });
        assert.equal(changed.statusCode, 200, changed.body);
        assert.equal(changed.json().street, 'Vredenburg');
        assert.equal(changed.json().postcode, '3511 AB');
        assert.equal(changed.json().isDefaultDeliveryAddress, false);
      });
      assert.equal(updates.length, 1);
      assert.deepEqual(updates[0]!.topics, [
        work['@id'],
        `/api/relation/customers/${customer.uuid}/addresses`,
      ]);
      assert.equal(JSON.parse(updates[0]!.data).street, 'Vredenburg');

      const wrong = await call('PUT', work['@id'], headers, { ...address, housenumber: 'twaalf' });
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json().violations[0].propertyPath, 'housenumber');
      const unsetDefault = await call('PUT', work['@id'], headers, {
        ...address,
        isDefaultDeliveryAddress: false,
      });
      assert.equal(unsetDefault.statusCode, 400);
    });

    it('makes an address the default delivery address; the old default stops being one', async () => {
      const { headers, home, work } = await customerWithAddresses();
      const updates = await updatesDuring(async () => {
        const response = await call('PUT', work['@id'], headers, {
          ...address,
          street: 'Neude',
          isDefaultDeliveryAddress: true,
        });
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(response.json().isDefaultDeliveryAddress, true);
      });
      const book = await list(headers);
      assert.deepEqual(
        book.map((a) => [a.uuid, a.isDefaultDeliveryAddress]),
        [
          [work.uuid, true],
          [home.uuid, false],
        ],
      );
      // Both changed addresses are announced.
      assert.deepEqual(
        updates.map((update) => JSON.parse(update.data).uuid),
        [home.uuid, work.uuid],
      );
    });

    it('refuses to delete the default delivery address, in the caller’s language; deletes another', async () => {
      const { customer, headers, home, work } = await customerWithAddresses();
      const refused = await call('DELETE', home['@id'], headers);
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json()['hydra:description'], 'Address cannot be deleted');
      const dutch = await call(
        'DELETE',
        home['@id'],
        await as(customer.email, customer.password, 'nl-NL'),
      );
      assert.equal(dutch.json()['hydra:description'], 'Adres kan niet worden verwijderd');

      const updates = await updatesDuring(async () => {
        const deleted = await call('DELETE', work['@id'], headers);
        assert.equal(deleted.statusCode, 204);
      });
      assert.deepEqual(JSON.parse(updates[0]!.data), { '@id': work['@id'] });
      assert.equal((await call('GET', work['@id'], headers)).statusCode, 404);
      assert.deepEqual(
        (await list(headers)).map((a) => a.uuid),
        [home.uuid],
      );
    });

    it('answers 404 for another customer’s or another company’s address, to read, change or delete', async () => {
      const { headers, work } = await customerWithAddresses();
      const stranger = await createCustomer(app());
      // The administrator of another company (registered with it).
      const otherCompanyUser = { email: `ander-${stranger.uuid}@example.nl`, password: 'Bloem3n!' };
      await app().customers.create({
        ...otherCompanyUser,
        fullname: 'Ander Bedrijf',
        customerType: 'business',
        companyName: 'Ander B.V.',
      });
      const companyMain = (await list(await as('beheer@bedrijf.nl'))).find(
        (a) => a.isCompanyMainAddress,
      )!;
      const outsiders = [
        await as(stranger.email, stranger.password),
        await as(otherCompanyUser.email, otherCompanyUser.password),
        // A private customer is outside every company.
        headers,
      ];
      for (const outsider of outsiders) {
        for (const target of outsider === headers ? [companyMain] : [work, companyMain]) {
          for (const [method, payload] of [
            ['GET'],
            ['PUT', address],
            ['DELETE'],
            ['POST'],
          ] as const) {
            const url = method === 'POST' ? `${target['@id']}/lock` : target['@id'];
            const response = await call(method, url, outsider, payload);
            assert.equal(response.statusCode, 404, `${method} ${url}`);
          }
        }
      }
      assert.equal((await call('GET', work['@id'], {})).statusCode, 401);
    });

    it('lets only address managers change the company’s addresses; its main address stays', async () => {
      const buyer = await as('inkoop@bedrijf.nl');
      const manager = await as('beheer@bedrijf.nl');
      const main = (await list(buyer)).find((a) => a.isCompanyMainAddress)!;
      assert.equal(main.company, `/api/relation/companies/${DEMO_COMPANY}`);
      for (const [method, payload] of [['PUT', address], ['DELETE']] as const) {
        const refused = await call(method, main['@id'], buyer, payload);
        assert.equal(refused.statusCode, 403, method);
        assert.match(refused.json()['hydra:description'], /manages the company’s addresses/);
      }
      assert.equal((await call('POST', `${main['@id']}/lock`, buyer)).statusCode, 403);

      const changed = await call('PUT', main['@id'], manager, {
        ...address,
        companyName: 'Bloemenhandel De Tulp B.V.',
        street: 'Catharijnesingel',
        housenumber: '30',
        postcode: '3511 GB',
      });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.equal(changed.json().isCompanyMainAddress, true);
      const kept = await call('DELETE', main['@id'], manager);
      assert.equal(kept.statusCode, 409);
    });

    it('shows who edits an address; nobody else can change or lock it until it is unlocked', async () => {
      const holder = await as('beheer@bedrijf.nl');
      const other = await as('administratie@bedrijf.nl');
      const main = (await list(holder)).find((a) => a.isCompanyMainAddress)!;
      const locked = await call('POST', `${main['@id']}/lock`, holder);
      assert.equal(locked.statusCode, 200, locked.body);
      assert.equal(locked.json().activity.user.fullname, 'Beheer Bedrijf');
      const seen = (await list(other)).find((a) => a.uuid === main.uuid)!;
      assert.equal(seen.activity?.user.fullname, 'Beheer Bedrijf');

      const blocked = await call('PUT', main['@id'], other, {
        ...address,
        street: 'Catharijnesingel',
        housenumber: '30',
        postcode: '3511 GB',
      });
      assert.equal(blocked.statusCode, 409);
      assert.match(blocked.json()['hydra:description'], /^Being edited by Beheer Bedrijf until/);
      assert.equal(blocked.json().activity.user.fullname, 'Beheer Bedrijf');
      assert.equal((await call('POST', `${main['@id']}/lock`, other)).statusCode, 409);

      const updates = await updatesDuring(async () => {
        const unlocked = await call('POST', `${main['@id']}/unlock`, holder);
        assert.equal(unlocked.json().activity, null);
      });
      assert.deepEqual(updates[0]!.topics, [
        main['@id'],
        `/api/relation/companies/${DEMO_COMPANY}/addresses`,
      ]);
      assert.equal((await call('POST', `${main['@id']}/lock`, other)).statusCode, 200);
      await call('POST', `${main['@id']}/unlock`, other);
    });
  });
}
