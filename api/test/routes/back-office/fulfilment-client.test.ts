import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { seedDemoData, seedOAuthClients } from '../../../src/db/seed';
import { oauthClients } from '../../../src/db/schema';
import { sha256 } from '../../../src/domain/tokens';
import { build, dbTargets } from '../../helpers/build';
import { jwtClaims, requestToken } from '../../helpers/oauth';
import {
  FULFILMENT_SECRET,
  fulfilmentHeaders,
  fulfilmentTokenRequest,
  placePaidOrder,
  registerFulfilmentClient,
} from '../../helpers/back-office';

for (const target of dbTargets()) {
  describe(`the fulfilment system's client on ${target.name}`, () => {
    const app = build(target);

    it('gets a token for the fulfilment scope with its secret, and nothing else', async () => {
      await registerFulfilmentClient(app());
      const granted = await fulfilmentTokenRequest(app());
      assert.equal(granted.statusCode, 200, granted.body);
      assert.equal(granted.json().refresh_token, undefined);
      const claims = jwtClaims(granted.json().access_token);
      assert.equal(claims.sub, 'client:fulfilment');
      assert.equal(claims.scope, 'fulfilment');
      const wrongSecret = await fulfilmentTokenRequest(app(), {
        scope: 'fulfilment',
        client_secret: `${FULFILMENT_SECRET}x`,
      });
      assert.equal(wrongSecret.json().error, 'invalid_client');
      const otherScope = await fulfilmentTokenRequest(app(), { scope: 'admin' });
      assert.equal(otherScope.json().error, 'invalid_scope');
      // The web shop's public client cannot ask for the scope.
      const shop = await requestToken(app(), {
        grant_type: 'client_credentials',
        scope: 'fulfilment',
      });
      assert.equal(shop.json().error, 'invalid_scope');
      // Nor can anyone sign in as a person through the fulfilment client.
      const password = await fulfilmentTokenRequest(app(), {
        grant_type: 'password',
        username: 'winkel@bloemenzo.nl',
        password: 'Bloem3n!',
      });
      assert.equal(password.json().error, 'unauthorized_client');
    });

    it('reads and moves orders and adds track & trace, but cannot cancel or act as a customer', async () => {
      await registerFulfilmentClient(app());
      const headers = await fulfilmentHeaders(app());
      const placed = await placePaidOrder(app());
      const list = await app().inject({ method: 'GET', url: '/back-office/orders', headers });
      assert.equal(list.statusCode, 200, list.body);
      const moved = await app().inject({
        method: 'POST',
        url: `/back-office/orders/${placed.uuid}/transitions`,
        headers,
        payload: { transition: 'send_to_supplier' },
      });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.equal(moved.json().history.at(-1).actor, 'client:fulfilment');
      const parcel = await app().inject({
        method: 'POST',
        url: `/back-office/orders/${placed.uuid}/track-and-trace`,
        headers,
        payload: {
          carrier: 'dhl',
          code: 'JVGL0123456789',
          url: 'https://www.dhl.com/nl-nl/home/tracking.html?tracking-id=JVGL0123456789',
        },
      });
      assert.equal(parcel.statusCode, 201, parcel.body);
      const cancel = await app().inject({
        method: 'POST',
        url: `/back-office/orders/${placed.uuid}/cancel`,
        headers,
        payload: { reason: 'test' },
      });
      assert.equal(cancel.statusCode, 403);
      for (const url of ['/me', '/order/orders', '/relation/addresses'])
        assert.equal((await app().inject({ method: 'GET', url, headers })).statusCode, 401, url);
      // Its order answer is the back office's, never a customer's.
      const customerRoute = await app().inject({
        method: 'GET',
        url: `/order/orders/${placed.uuid}`,
        headers,
      });
      assert.equal(customerRoute.statusCode, 404);
    });

    it('keeps working after a start without its secret: nothing is deleted', async () => {
      await registerFulfilmentClient(app());
      const before = await fulfilmentHeaders(app());
      // A start without FULFILMENT_CLIENT_SECRET (src/server.ts), and the demo seed's.
      await seedOAuthClients(app().db, 'http://localhost:3000');
      await seedDemoData(app().db);
      const [client] = await app()
        .db.select()
        .from(oauthClients)
        .where(eq(oauthClients.id, 'fulfilment'));
      assert.equal(client?.secretHash, sha256(FULFILMENT_SECRET));
      const list = await app().inject({
        method: 'GET',
        url: '/back-office/orders',
        headers: before,
      });
      assert.equal(list.statusCode, 200, 'the token it held still works');
      const again = await fulfilmentTokenRequest(app());
      assert.equal(again.statusCode, 200, 'and its secret still gets new ones');
    });

    it('rotates its secret when a start names a new one', async () => {
      await registerFulfilmentClient(app());
      const rotated = 'a-new-fulfilment-secret-of-32-characters-or-more';
      await seedOAuthClients(app().db, undefined, { fulfilmentSecret: rotated });
      const old = await fulfilmentTokenRequest(app());
      assert.equal(old.statusCode, 400);
      assert.equal(old.json().error, 'invalid_client');
      const fresh = await fulfilmentTokenRequest(app(), {
        scope: 'fulfilment',
        client_secret: rotated,
      });
      assert.equal(fresh.statusCode, 200, fresh.body);
      await registerFulfilmentClient(app());
    });
  });
}
