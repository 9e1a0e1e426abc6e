import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { listen, subscribe } from '../../helpers/hub';
import { deliverWebhook, payAtMollie, paymentIdOf } from '../../helpers/mollie';
import { nextAddress } from '../../helpers/oauth';
import { mollieShopper } from '../payments/shopper';

const ideal = { method: 'ideal', issuer: 'ideal_INGBNL2A' };

/**
 * A guest back from the bank before the provider told us the outcome (ADR 0052): the order's
 * secret buys a subscriber token for that one order, and the paid order reaches the guest's
 * page over the hub whenever Mollie's webhook comes.
 */
for (const target of dbTargets()) {
  describe(`a guest's hub token for their order on ${target.name}`, () => {
    const app = build(target);
    const shopper = mollieShopper(app);

    async function waitingGuestOrder() {
      const placed = await shopper.place(await shopper.filledCart(), ideal);
      assert.equal(placed.statusCode, 201, placed.body);
      return placed.json() as {
        uuid: string;
        secret: string;
        number: string;
        payment_redirect_url: string;
      };
    }
    const tokenFor = (uuid: string, secret?: string) =>
      app().inject({
        method: 'POST',
        url: `/order/orders/${uuid}/hub-token`,
        remoteAddress: nextAddress(),
        headers: secret === undefined ? {} : { 'x-order-secret': secret },
      });

    it('gives the secret’s holder a short-lived token for that order’s topic only', async () => {
      const order = await waitingGuestOrder();
      const answer = await tokenFor(order.uuid, order.secret);
      assert.equal(answer.statusCode, 200, answer.body);
      assert.equal(answer.headers['cache-control'], 'no-store');
      const body = answer.json();
      assert.equal(body['@type'], 'HubToken');
      assert.equal(body['@id'], `/api/order/orders/${order.uuid}/hub-token`);
      assert.equal(body.hub, '/.well-known/mercure');
      assert.deepEqual(body.topics, [`/api/order/orders/${order.uuid}`]);
      const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
      assert.deepEqual(claims.mercure, { subscribe: body.topics });
      assert.equal(claims.exp - claims.iat, body.expires_in);
    });

    it('refuses without the secret, with another order’s, or for an order that does not exist', async () => {
      const order = await waitingGuestOrder();
      const other = await waitingGuestOrder();
      for (const [as, uuid, secret] of [
        ['no secret', order.uuid, undefined],
        ['a wrong secret', order.uuid, 'not-the-secret'],
        ['another order’s secret', order.uuid, other.secret],
        ['no such order', '00000000-0000-4000-8000-000000000000', order.secret],
      ] as const) {
        const answer = await tokenFor(uuid, secret);
        assert.equal(answer.statusCode, 404, `${as}: ${answer.body}`);
        assert.doesNotMatch(answer.body, /token/i, as);
      }
      const invalid = await tokenFor('not-a-uuid', order.secret);
      assert.ok([400, 404, 422].includes(invalid.statusCode), invalid.body);
    });

    it('lets the guest hear the payment’s outcome over the hub, and nothing of other orders', async () => {
      const base = await listen(app());
      const order = await waitingGuestOrder();
      const other = await waitingGuestOrder();
      const { token } = (await tokenFor(order.uuid, order.secret)).json();

      // Another order's topic is not the guest's to follow.
      const elsewhere = await subscribe(base, {
        topics: [`/api/order/orders/${other.uuid}`],
        token,
      });
      elsewhere.close();
      assert.equal(elsewhere.status, 403);

      const stream = await subscribe(base, { topics: [`/api/order/orders/${order.uuid}`], token });
      try {
        assert.equal(stream.status, 200);
        // The other order is paid first: its news does not reach this guest.
        await payAtMollie(other.payment_redirect_url, 'paid');
        assert.equal(
          (await deliverWebhook(app(), paymentIdOf(other.payment_redirect_url))).statusCode,
          200,
        );
        await payAtMollie(order.payment_redirect_url, 'paid');
        assert.equal(
          (await deliverWebhook(app(), paymentIdOf(order.payment_redirect_url))).statusCode,
          200,
        );
        const paid = JSON.parse((await stream.next()).data);
        assert.equal(paid.uuid, order.uuid);
        assert.equal(paid.number, order.number);
        assert.equal(paid.status, 'new');
        assert.equal(stream.events.length, 1, 'only this order’s news');
      } finally {
        stream.close();
      }
    });
  });
}
