import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { build, dbTargets } from '../../../../helpers/build';
import { placementFixtures } from '../../../../helpers/placement';
import { cardPayment, dutchAddress } from '../../../../helpers/order-input';
import { mollieSettings } from '../../../../helpers/mollie';
import { orderHistory, orderLines, payments } from '../../../../../src/db/schema';
import {
  deliveryCost,
  placeOrder,
  siteOf,
} from '../../../../../src/plugins/app/orders/placement/place-order';
import { defaultDeliveryRules } from '../../../../../src/domain/order/delivery-dates';
import { molliePaymentProvider } from '../../../../../src/domain/payment/mollie-provider';
import type { PaymentProvider } from '../../../../../src/domain/payment/payment-provider';

describe('what delivery costs', () => {
  it('is the florist’s fee in the destination’s VAT, and nothing for gift cards alone', () => {
    assert.equal(siteOf('NL'), 'nl');
    assert.equal(siteOf('BE'), 'be');
    assert.equal(deliveryCost('NL').incl_vat, 495);
    assert.equal(deliveryCost('BE').vat_rate_bp, 2100);
    assert.equal(deliveryCost('NL', false).incl_vat, 0);
  });
});

for (const target of dbTargets()) {
  describe(`placing an order, step by step, on ${target.name}`, () => {
    const app = build(target);
    const fixtures = placementFixtures(app);
    let provider: PaymentProvider;
    before(async () => {
      provider = molliePaymentProvider(await mollieSettings());
    });
    const deps = () => ({
      db: app().db,
      provider,
      rules: defaultDeliveryRules,
      secretKey: 'order-secret',
      returnUrl: () => 'https://x/back',
      pendingRedirect: async () => null,
    });
    const input = async (cart: string, date?: string) => ({
      cart,
      email: 'anna@example.nl',
      deliveryDate:
        date ??
        (await app().inject({ url: '/order/delivery-dates?country=NL' })).json()['hydra:member'][0]
          .date,
      deliveryRemark: '',
      deliveryAddress: dutchAddress,
      payment: await cardPayment(),
    });

    it('refuses a date it cannot deliver before asking the database anything', async () => {
      const noDatabase = new Proxy({}, { get: () => assert.fail('no query expected') });
      const result = await placeOrder(
        { ...deps(), db: noDatabase as never },
        {
          input: (await input(randomUUID(), '2020-01-01')) as never,
          customer: null,
          locale: 'nl-nl',
          idempotencyKey: null,
          now: new Date(),
        },
      );
      assert.deepEqual(result, {
        violations: [{ path: 'deliveryDate', key: 'errors.deliveryDateUnavailable' }],
      });
    });

    it('writes the order, its lines, its history and its payment, and answers a retry the same', async () => {
      const cart = await fixtures.filledCart(undefined, 2);
      const context = {
        input: (await input(cart.uuid)) as never,
        customer: null,
        locale: 'nl-nl' as const,
        idempotencyKey: 'step-key-1',
        now: new Date(),
      };
      const placed = await placeOrder(deps(), context);
      assert.ok('order' in placed);
      assert.equal(placed.created, true);
      assert.equal(placed.order.status, 'new');
      assert.equal(placed.order.quantity, 2);
      const db = app().db;
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderUuid, placed.order.uuid));
      assert.equal(lines.length, 1);
      const history = await db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderUuid, placed.order.uuid))
        .orderBy(asc(orderHistory.at), asc(orderHistory.id));
      assert.deepEqual(
        history.map((h) => h.transition),
        ['create', 'request_payment', 'pay'],
      );
      const paid = await db
        .select()
        .from(payments)
        .where(eq(payments.orderUuid, placed.order.uuid));
      assert.deepEqual(
        paid.map((p) => p.status),
        ['completed'],
      );

      const again = await placeOrder(deps(), context);
      assert.ok('order' in again);
      assert.deepEqual(
        [again.created, again.order.uuid, again.secret],
        [false, placed.order.uuid, placed.secret],
      );
    });
  });
}
