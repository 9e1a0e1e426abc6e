import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { createCustomer, signIn } from '../../helpers/oauth';
import { dutchAddress } from '../../helpers/order-input';

for (const target of dbTargets()) {
  describe(`the address book's first address on ${target.name}`, () => {
    const app = build(target);
    async function newBook() {
      const customer = await createCustomer(app());
      const token = (await signIn(app(), customer.email, customer.password)).access_token;
      return (payload: object) =>
        app().inject({
          method: 'POST',
          url: '/relation/addresses',
          headers: { authorization: `Bearer ${token}` },
          payload,
        });
    }

    it('makes the first address a customer saves their default delivery address, and only the first', async () => {
      const add = await newBook();
      const first = await add(dutchAddress);
      assert.equal(first.statusCode, 201, first.body);
      assert.equal(first.json().isDefaultDeliveryAddress, true);
      const second = await add({ ...dutchAddress, street: 'Neude', housenumber: '1' });
      assert.equal(second.statusCode, 201, second.body);
      assert.equal(second.json().isDefaultDeliveryAddress, false);
    });

    it('does not make an address kept for invoices only the default; the first delivery address after it is', async () => {
      const add = await newBook();
      const invoice = await add({
        ...dutchAddress,
        street: 'Unter den Linden',
        postcode: '10117',
        city: 'Berlin',
        country: 'DE',
        deliveryAddress: false,
      });
      assert.equal(invoice.statusCode, 201, invoice.body);
      assert.equal(invoice.json().isDefaultDeliveryAddress, false);
      assert.equal((await add(dutchAddress)).json().isDefaultDeliveryAddress, true);
    });
  });
}
