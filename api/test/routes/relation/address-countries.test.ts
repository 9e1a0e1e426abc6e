import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { createCustomer, signIn } from '../../helpers/oauth';
import { dutchAddress } from '../../helpers/order-input';

const german = {
  ...dutchAddress,
  street: 'Unter den Linden',
  housenumber: '5',
  postcode: '10117',
  city: 'Berlin',
  country: 'DE',
};

for (const target of dbTargets()) {
  describe(`address book countries on ${target.name}`, () => {
    const app = build(target);
    /** A new customer with an empty address book, answered in English unless asked otherwise. */
    async function newBook() {
      const customer = await createCustomer(app());
      const token = (await signIn(app(), customer.email, customer.password)).access_token;
      const send = (method: 'POST' | 'PUT', url: string, payload: object, language = 'en-US') =>
        app().inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}`, 'accept-language': language },
          payload,
        });
      return {
        add: (payload: object, language?: string) =>
          send('POST', '/relation/addresses', payload, language),
        change: (uuid: string, payload: object) =>
          send('PUT', `/relation/addresses/${uuid}`, payload),
      };
    }

    it('refuses a delivery address in a country the shop does not deliver to, saying so', async () => {
      const book = await newBook();
      const refused = await book.add(german);
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json().violations, [
        {
          propertyPath: 'country',
          message: 'We deliver in the Netherlands and Belgium only',
          code: 'validation.deliveryCountry',
        },
      ]);
      const dutch = await book.add(german, 'nl-NL');
      assert.equal(
        dutch.json()['hydra:description'],
        'country: We bezorgen alleen in Nederland en België',
      );
    });

    it('keeps a German invoice address with its own postcode, never as the default delivery address', async () => {
      const book = await newBook();
      const saved = await book.add({ ...german, postcode: ' 10117 ', deliveryAddress: false });
      assert.equal(saved.statusCode, 201, saved.body);
      assert.equal(saved.json().country, 'DE');
      assert.equal(saved.json().postcode, '10117');
      assert.equal(saved.json().deliveryAddress, false);
      assert.equal(saved.json().isDefaultDeliveryAddress, false);
      const asDefault = await book.change(saved.json().uuid, {
        ...german,
        deliveryAddress: false,
        isDefaultDeliveryAddress: true,
      });
      assert.equal(asDefault.statusCode, 400);
      assert.equal(asDefault.json().violations[0].code, 'validation.deliveryCountry');
    });

    it('refuses a country that is not on the list and a postcode that is no postcode', async () => {
      const book = await newBook();
      const unlisted = await book.add({ ...german, country: 'XX', deliveryAddress: false });
      assert.equal(unlisted.statusCode, 400);
      assert.deepEqual(unlisted.json().violations, [
        {
          propertyPath: 'country',
          message: 'Choose a country from the list',
          code: 'validation.country',
        },
      ]);
      const badPostcode = await book.add({ ...german, postcode: '#', deliveryAddress: false });
      assert.equal(badPostcode.statusCode, 400);
      assert.equal(
        badPostcode.json().violations[0].message,
        'Enter a valid postcode (2 to 10 letters or digits)',
      );
    });

    it('keeps the default delivery address where the shop delivers', async () => {
      const book = await newBook();
      const first = (await book.add({ ...dutchAddress, isDefaultDeliveryAddress: true })).json();
      const moved = await book.change(first.uuid, { ...german, deliveryAddress: false });
      assert.equal(moved.statusCode, 400);
      assert.equal(moved.json().violations[0].code, 'validation.deliveryCountry');
    });
  });
}
