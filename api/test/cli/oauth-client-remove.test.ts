import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../helpers/build';
import { requestToken } from '../helpers/oauth';
import {
  fulfilmentTokenRequest,
  placePaidOrder,
  registerFulfilmentClient,
  staffHeaders,
} from '../helpers/back-office';
import { parseClientRemoveArgs, removeOAuthClient } from '../../src/cli/oauth-client-remove';

describe('the oauth:client-remove command’s arguments', () => {
  it('takes one client id', () => {
    assert.deepEqual(parseClientRemoveArgs(['fulfilment']), { clientId: 'fulfilment' });
    assert.deepEqual(parseClientRemoveArgs(['--', 'fulfilment']), { clientId: 'fulfilment' });
    for (const argv of [[], ['fulfilment', 'other'], ['--all']])
      assert.ok('error' in parseClientRemoveArgs(argv), argv.join(' '));
  });

  it('never removes the shop’s own clients, which every start writes again', () => {
    for (const id of ['shop-web', 'shop-backoffice'])
      assert.match((parseClientRemoveArgs([id]) as { error: string }).error, /shop's own client/);
  });
});

for (const target of dbTargets()) {
  describe(`retiring the fulfilment client on ${target.name}`, () => {
    const app = build(target);

    it('refuses its secret from then on, and leaves the orders it moved alone', async () => {
      await registerFulfilmentClient(app());
      assert.equal((await fulfilmentTokenRequest(app())).statusCode, 200);
      const placed = await placePaidOrder(app());
      assert.deepEqual(await removeOAuthClient(app().db, 'fulfilment'), { removed: 'fulfilment' });
      const refused = await fulfilmentTokenRequest(app());
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().error, 'invalid_client');
      assert.deepEqual(await removeOAuthClient(app().db, 'fulfilment'), {
        error: 'there is no client fulfilment',
      });
      // The shop goes on: staff still see the order, shoppers still get tokens.
      const order = await app().inject({
        method: 'GET',
        url: `/back-office/orders/${placed.uuid}`,
        headers: await staffHeaders(app()),
      });
      assert.equal(order.statusCode, 200);
      const shopper = await requestToken(app(), { grant_type: 'client_credentials' });
      assert.equal(shopper.statusCode, 200);
    });
  });
}
