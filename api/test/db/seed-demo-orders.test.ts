import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, like } from 'drizzle-orm';
import { build, dbTargets } from '../helpers/build';
import { signIn } from '../helpers/oauth';
import { staffHeaders } from '../helpers/back-office';
import { orders } from '../../src/db/schema';
import { seedDemoOrders } from '../../src/db/seed-demo-orders';
import { localNow } from '../../src/domain/order/delivery-dates';

type Headers = Record<string, string>;
type Amounts = { incl_vat: number; excl_vat: number; vat: number };
interface OrderAnswer {
  uuid: string;
  number: string;
  status: string;
  ordered_by: string;
  delivery_date: string;
  subtotal: Amounts;
  delivery_cost: Amounts;
  total: Amounts;
  lines: { quantity: number; price: Amounts; price_total: Amounts; vat_rate_bp: number }[];
  payments: { status: string; amount: number; details: Record<string, string> }[];
  track_and_trace: { carrier: string; code: string; url: string }[];
  history: { transition: string; to: string }[];
}

const today = () => localNow(new Date()).day;
const demoOrderCount = async (app: ReturnType<ReturnType<typeof build>>) =>
  (
    await app.db
      .select({ n: count() })
      .from(orders)
      .where(like(orders.idempotencyKey, 'demo-order:%'))
  )[0]!.n;

for (const target of dbTargets()) {
  describe(`the demo orders on ${target.name}`, () => {
    const app = build(target);
    let seeded: Awaited<ReturnType<typeof seedDemoOrders>>[] = [];
    const bearer = async (email: string): Promise<Headers> => ({
      authorization: `Bearer ${(await signIn(app(), email, 'Bloem3n!')).access_token}`,
      'accept-language': 'nl-NL',
    });
    const get = async (url: string, headers: Headers) => {
      const response = await app().inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      return response.json();
    };
    /** Every order of the list, each opened as the account's order page opens it. */
    const ordersOf = async (headers: Headers): Promise<OrderAnswer[]> => {
      const list = await get('/order/orders?page_items=50', headers);
      return Promise.all(
        list['hydra:member'].map((order: { uuid: string }) =>
          get(`/order/orders/${order.uuid}`, headers),
        ),
      );
    };

    // Two API instances starting together: each demo order is placed by one of them.
    before(async () => {
      seeded = await Promise.all([seedDemoOrders(app().db), seedDemoOrders(app().db)]);
    });

    it('places every demo order once, even when two instances seed at the same time', async () => {
      assert.deepEqual(
        seeded.flatMap((result) => result.skipped),
        [],
      );
      assert.deepEqual(seeded.flatMap((result) => result.placed).sort(), [
        'demo-canceled',
        'demo-delivered',
        'demo-paid',
        'demo-sent',
        'tulp-approval',
        'tulp-pending',
        'tulp-sent',
      ]);
      assert.equal(await demoOrderCount(app()), 7);
    });

    it('adds none on a later start', async () => {
      assert.deepEqual(await seedDemoOrders(app().db), { placed: [], skipped: [] });
      assert.equal(await demoOrderCount(app()), 7);
    });

    it('gives the demo customer an order in each state, consistent in its amounts and history', async () => {
      const mine = await ordersOf(await bearer('demo@bloemenzo.nl'));
      const byStatus = new Map(mine.map((order) => [order.status, order]));
      assert.deepEqual([...byStatus.keys()].sort(), ['canceled', 'completed', 'new', 'sent']);
      for (const order of mine) {
        // Every amount adds up, in cents, VAT included and split.
        const lines = order.lines.reduce((total, line) => total + line.price_total.incl_vat, 0);
        assert.equal(order.subtotal.incl_vat, lines, order.number);
        assert.equal(order.total.incl_vat, order.subtotal.incl_vat + order.delivery_cost.incl_vat);
        assert.equal(order.total.incl_vat, order.total.excl_vat + order.total.vat);
        for (const line of order.lines)
          assert.equal(line.price_total.incl_vat, line.price.incl_vat * line.quantity);
        assert.equal(order.history[0]!.transition, 'create');
        assert.equal(order.ordered_by, 'Demo Klant');
      }
      const paid = byStatus.get('new')!;
      assert.ok(paid.delivery_date > today(), 'a paid order is still to be delivered');
      assert.deepEqual(
        // The story's iDEAL payment (ADR 0052: no provider is asked for the demo's payments).
        paid.payments.map((payment) => [payment.status, payment.amount]),
        [['completed', paid.total.incl_vat]],
      );
      assert.deepEqual(
        paid.history.map((entry) => entry.transition),
        ['create', 'request_payment', 'pay'],
      );

      const sent = byStatus.get('sent')!;
      assert.ok(sent.delivery_date >= today());
      assert.equal(sent.track_and_trace.length, 1);
      assert.equal(sent.track_and_trace[0]!.carrier, 'bpost');
      assert.match(sent.track_and_trace[0]!.url, /^https:\/\/.+CD110045678BE/);
      assert.deepEqual(
        sent.history.map((entry) => entry.to),
        ['draft', 'payment-pending', 'new', 'pending', 'processed', 'sent'],
      );
      // Sent to Belgium: Belgian VAT (6 % on flowers).
      assert.equal(sent.lines[0]!.vat_rate_bp, 600);

      const delivered = byStatus.get('completed')!;
      assert.ok(delivered.delivery_date < today());
      assert.equal(delivered.history.at(-1)!.transition, 'complete');

      const canceled = byStatus.get('canceled')!;
      assert.deepEqual(
        canceled.history.map((entry) => entry.transition),
        ['create', 'request_payment', 'pay', 'cancel'],
      );
      assert.deepEqual(
        canceled.payments.map((payment) => payment.status),
        ['completed'],
      );
    });

    it('gives the company its orders: one waiting for approval, one with the florist, one on its way', async () => {
      const buyer = await ordersOf(await bearer('inkoop@bedrijf.nl'));
      assert.deepEqual(buyer.map((order) => order.status).sort(), [
        'approvement-pending',
        'pending',
        'sent',
      ]);
      const waiting = buyer.find((order) => order.status === 'approvement-pending')!;
      assert.ok(waiting.total.incl_vat > 25_000, 'above the company’s approval rule');
      assert.deepEqual(waiting.payments, []);
      const approvals = await get('/order/approvals', await bearer('goedkeuring@bedrijf.nl'));
      assert.deepEqual(
        approvals['hydra:member'].map((order: { number: string }) => order.number),
        [waiting.number],
      );
      const shipped = buyer.find((order) => order.status === 'sent')!;
      assert.deepEqual(
        shipped.history.map((entry) => entry.transition),
        ['create', 'request_approval', 'approve_on_account', 'send_to_supplier', 'process', 'ship'],
      );
      assert.equal(shipped.track_and_trace[0]!.carrier, 'dhl');

      // The administrator's report of the last ten days has each of them.
      const admin = await bearer('beheer@bedrijf.nl');
      const from = localNow(new Date(Date.now() - 10 * 86_400_000)).day;
      const made = await app().inject({
        method: 'POST',
        url: '/report/company-report-customer-histories',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: { name: 'Demo', from, till: today() },
      });
      assert.equal(made.statusCode, 201, made.body);
      assert.equal(made.json().row_count, 3);
      const csv = await app().inject({
        method: 'GET',
        url: `${made.json().downloads.csv.replace(/^\/api/, '')}`,
        headers: admin,
      });
      assert.equal(csv.statusCode, 200, csv.body);
      for (const order of buyer) assert.match(csv.body, new RegExp(`^${order.number};`, 'm'));
    });

    it('fills the staff screen, soonest delivery first, with who made each step', async () => {
      const staff = await staffHeaders(app());
      const list = await get('/back-office/orders?page_items=50', staff);
      const rows: { uuid: string; status: string; delivery_date: string }[] = list['hydra:member'];
      assert.equal(list['hydra:totalItems'], 7);
      const dates = rows.map((row) => row.delivery_date);
      assert.deepEqual(dates, [...dates].sort());
      assert.deepEqual(rows.map((row) => row.status).sort(), [
        'approvement-pending',
        'canceled',
        'completed',
        'new',
        'pending',
        'sent',
        'sent',
      ]);
      const sent = rows.find((row) => row.status === 'sent' && row.delivery_date >= today())!;
      const order = await get(`/back-office/orders/${sent.uuid}`, staff);
      const actors = order.history.map(
        (entry: { actor: string; actor_name: string | null }) => entry.actor_name ?? entry.actor,
      );
      assert.ok(
        actors.includes('Winkel Bloem & Zo') || actors.includes('client:fulfilment'),
        actors.join(', '),
      );
      const canceled = rows.find((row) => row.status === 'canceled')!;
      const refunded = await get(`/back-office/orders/${canceled.uuid}`, staff);
      assert.equal(refunded.refunds.length, 1);
      assert.equal(refunded.refunds[0].status, 'completed');
      assert.equal(refunded.refunds[0].amount, refunded.total.incl_vat);
      assert.equal(refunded.history.at(-1).actor_name, 'Winkel Bloem & Zo');
      assert.match(refunded.history.at(-1).note, /verkeerde bezorgdatum/);
    });
  });
}
