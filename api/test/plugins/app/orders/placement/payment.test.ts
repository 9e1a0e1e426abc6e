import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../../../../helpers/build';
import { placementFixtures } from '../../../../helpers/placement';
import { orders, payments } from '../../../../../src/db/schema';
import {
  applyPaymentOutcome,
  openPayment,
  startPayment,
} from '../../../../../src/plugins/app/orders/placement/payment';
import {
  ProviderUnavailable,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
} from '../../../../../src/domain/payment/payment-provider';
import { OrderRefused } from '../../../../../src/plugins/app/orders/placement/order-refused';

/** A provider that answers what the test tells it, and remembers what it was asked. */
function fakeProvider(answer: Omit<PaymentStart, 'reference'> | ProviderUnavailable) {
  const asked: PaymentRequest[] = [];
  const provider = {
    name: 'fake',
    settings: () => ({
      name: 'mollie' as const,
      profileId: 'pfl_fake',
      componentsScript: '',
      testmode: true,
    }),
    methods: async () => [],
    start: async (request: PaymentRequest) => {
      asked.push(request);
      if (answer instanceof ProviderUnavailable) throw answer;
      return { ...answer, reference: `fake_${asked.length}_${Date.now()}` };
    },
    status: async () => null,
    refund: async () => ({ outcome: 'failed' as const, reference: null }),
    release: async () => ({ outcome: 'failed' as const, reference: null }),
    capture: async () => ({ outcome: 'failed' as const, reference: null }),
    captures: async () => [],
    refunds: async () => [],
  } satisfies PaymentProvider;
  return { provider, asked };
}

for (const target of dbTargets()) {
  describe(`the payment step on ${target.name}`, () => {
    const app = build(target);
    const fixtures = placementFixtures(app);

    /** An order waiting for payment, with a new payment opened for it as placement does. */
    async function openedOrder() {
      const placed = await fixtures.place(await fixtures.filledCart(), {
        payment: { method: 'ideal', issuer: 'ideal_INGBNL2A' },
      });
      assert.equal(placed.statusCode, 201, placed.body);
      const db = app().db;
      const [order] = await db.select().from(orders).where(eq(orders.uuid, placed.json().uuid));
      const payment = await db.transaction((tx) => openPayment(tx, order!, 'fake'));
      return { db, order: order!, paymentUuid: payment.uuid };
    }
    const paymentRow = async (uuid: string) =>
      (await app().db.select().from(payments).where(eq(payments.uuid, uuid)))[0]!;
    const request = {
      payment: { method: 'ideal', issuer: 'ideal_INGBNL2A' },
      returnUrl: 'https://x/y',
    };

    it('opens a pending payment of the order’s total, in the placement’s transaction', async () => {
      const { order, paymentUuid } = await openedOrder();
      const payment = await paymentRow(paymentUuid);
      assert.deepEqual(
        [payment.status, payment.amountCents, payment.provider, payment.providerReference],
        ['pending', order.total.incl_vat, 'fake', null],
      );
    });

    it('a payment the provider completes at once makes the order new', async () => {
      const { db, order, paymentUuid } = await openedOrder();
      const { provider, asked } = fakeProvider({
        outcome: 'completed',
        details: { last4: '1111' },
      });
      const paid = await startPayment({ db, provider }, order, paymentUuid, request as never);
      assert.equal(asked[0]!.amountCents, order.total.incl_vat);
      assert.equal(asked[0]!.orderNumber, order.number);
      assert.equal(paid.order.status, 'new');
      const [stored] = await db.select().from(orders).where(eq(orders.uuid, order.uuid));
      assert.equal(stored!.status, 'new');
      const payment = await paymentRow(paymentUuid);
      assert.deepEqual(
        [payment.status, payment.providerReference, payment.details, payment.redirectUrl],
        ['completed', paid.start.reference, { last4: '1111' }, null],
      );
    });

    it('a payment waiting for the bank keeps the order waiting, with the bank’s page', async () => {
      const { db, order, paymentUuid } = await openedOrder();
      const { provider } = fakeProvider({
        outcome: 'action-required',
        redirectUrl: 'https://bank.example/pay',
        details: {},
      });
      const started = await startPayment({ db, provider }, order, paymentUuid, request as never);
      assert.equal(started.order.status, 'payment-pending');
      const payment = await paymentRow(paymentUuid);
      assert.deepEqual(
        [payment.status, payment.redirectUrl],
        ['action-required', 'https://bank.example/pay'],
      );
    });

    it('a refused payment cancels the order and frees its cart', async () => {
      const { db, order, paymentUuid } = await openedOrder();
      const { provider } = fakeProvider({
        outcome: 'failed',
        details: {},
        failure: 'errors.paymentRefused',
      });
      const refused = await startPayment({ db, provider }, order, paymentUuid, request as never);
      assert.equal(refused.order.status, 'canceled');
      assert.equal(refused.order.cartUuid, null);
      assert.equal(refused.order.stockReleased, true);
      assert.equal((await paymentRow(paymentUuid)).status, 'failed');
    });

    it('a provider that does not answer in time cancels the attempt and tells the shopper so', async () => {
      const { db, order, paymentUuid } = await openedOrder();
      const { provider } = fakeProvider(new ProviderUnavailable('timeout'));
      await assert.rejects(
        startPayment({ db, provider }, order, paymentUuid, request as never),
        (error) =>
          error instanceof OrderRefused &&
          error.status === 504 &&
          error.key === 'errors.paymentTimeout',
      );
      const [stored] = await db.select().from(orders).where(eq(orders.uuid, order.uuid));
      assert.deepEqual(
        [stored!.status, stored!.cartUuid, stored!.stockReleased],
        ['canceled', null, true],
      );
      assert.equal((await paymentRow(paymentUuid)).status, 'failed');
    });

    it('an outcome for an order no longer waiting for payment changes nothing', async () => {
      const { db, order } = await openedOrder();
      const settled = await db.transaction((tx) =>
        applyPaymentOutcome(tx, { ...order, status: 'canceled' }, 'completed', 'x'),
      );
      assert.deepEqual(settled, { orderUuid: order.uuid, status: 'canceled', changed: false });
    });
  });
}
