import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../../helpers/build';
import { placePaidOrder, staffHeaders } from '../../helpers/back-office';
import { createCustomer, signIn } from '../../helpers/oauth';
import { steeredRefunds } from '../../helpers/refund-provider';
import { customers, productVariations, refunds } from '../../../src/db/schema';
import { Outbox } from '../../../src/mail/outbox';

type Headers = Record<string, string>;

for (const target of dbTargets()) {
  describe(`canceling with a refund on ${target.name}`, () => {
    const refundsOf = steeredRefunds();
    // Mails as the API files them without SMTP (the e2e run and development read them there).
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'shop-cancel-mails-'));
    after(() => rmSync(outboxDir, { recursive: true, force: true }));
    const outbox = new Outbox(outboxDir);
    const app = build(target, { payments: { provider: refundsOf.provider }, mail: { outboxDir } });
    let staff: Headers | undefined;
    const asStaff = async () => (staff ??= await staffHeaders(app()));
    let placedCount = 0;
    const cancel = async (uuid: string) =>
      app().inject({
        method: 'POST',
        url: `/back-office/orders/${uuid}/cancel`,
        headers: await asStaff(),
        payload: { reason: 'De klant belde: verkeerde datum' },
      });
    const stock = async () =>
      (
        await app()
          .db.select({ stock: productVariations.stock })
          .from(productVariations)
          .where(eq(productVariations.sku, 'geurkaars-s'))
      )[0]!.stock!;

    it('refunds the payment through the provider, gives the stock back once and records it all', async () => {
      const before = await stock();
      const placed = await placePaidOrder(app(), { slug: 'geurkaars' });
      assert.equal(await stock(), before - 1);
      const canceled = await cancel(placed.uuid);
      assert.equal(canceled.statusCode, 200, canceled.body);
      const order = canceled.json();
      assert.equal(order.status, 'canceled');
      assert.equal(order.refunds.length, 1);
      // Mollie takes the refund at once and pays it out later: the money is on its way.
      assert.equal(order.refunds[0].status, 'processing');
      assert.equal(order.refunds[0].amount, order.total.incl_vat);
      const step = order.history.at(-1);
      assert.equal(step.transition, 'cancel');
      assert.match(step.actor, /^staff:/);
      assert.equal(step.note, 'De klant belde: verkeerde datum');
      assert.equal(await stock(), before);
      // Once: a second cancel is refused, refunds nothing and gives no stock back again.
      const again = await cancel(placed.uuid);
      assert.equal(again.statusCode, 409);
      assert.equal(again.json()['hydra:description'], 'An order that is canceled cannot cancel');
      const rows = await app().db.select().from(refunds).where(eq(refunds.orderUuid, placed.uuid));
      assert.equal(rows.length, 1);
      assert.match(rows[0]!.providerReference!, /^re_/);
      assert.equal(await stock(), before);
    });

    it('keeps the order when the provider refuses the refund, and refunds once on a retry', async () => {
      const placed = await placePaidOrder(app(), { slug: 'geurkaars' });
      const held = await stock();
      refundsOf.set('refuses');
      try {
        const refused = await cancel(placed.uuid);
        assert.equal(refused.statusCode, 502);
      } finally {
        refundsOf.set('works');
      }
      // Nothing was canceled, so the customer is told nothing yet.
      const told = await outbox.list();
      assert.ok(!told.some((mail) => mail.subject.includes(`${placed.number} has been canceled`)));
      const open = await app().inject({
        method: 'GET',
        url: `/back-office/orders/${placed.uuid}`,
        headers: await asStaff(),
      });
      assert.equal(open.json().status, 'new');
      assert.deepEqual(
        open.json().refunds.map((refund: { status: string }) => refund.status),
        ['failed'],
      );
      assert.equal(await stock(), held);
      const retried = await cancel(placed.uuid);
      assert.equal(retried.statusCode, 200, retried.body);
      assert.deepEqual(
        retried.json().refunds.map((refund: { status: string }) => refund.status),
        ['failed', 'processing'],
      );
      assert.equal(await stock(), held + 1);
    });

    it('mails the customer in their own language that the order is canceled, with the money going back', async () => {
      const buyer = await createCustomer(app());
      await app()
        .db.update(customers)
        .set({ preferredLanguage: 'fr-be' })
        .where(eq(customers.uuid, buyer.uuid));
      const { access_token } = await signIn(app(), buyer.email, buyer.password);
      // Ordered on the English pages: the customer's chosen language wins (as every order mail).
      const placed = await placePaidOrder(app(), {
        customer: { authorization: `Bearer ${access_token}` },
        email: buyer.email,
      });
      const canceled = await cancel(placed.uuid);
      assert.equal(canceled.statusCode, 200, canceled.body);
      const total = canceled.json().total.incl_vat as number;
      const euros = `€ ${(total / 100).toFixed(2).replace('.', ',')}`;
      const mail = await outbox.latestTo(buyer.email);
      assert.ok(mail, 'a mail to the customer');
      assert.equal(mail.subject, `Votre commande ${placed.number} a été annulée`);
      assert.match(mail.text, /Nous avons annulé votre commande/);
      assert.ok(mail.text.includes(`Nous vous remboursons ${euros}`), mail.text);
      // Staff's reason is a note for colleagues, never the customer's to read.
      assert.doesNotMatch(mail.text, /verkeerde datum/);
    });

    it('writes to a guest in the language the order was placed in', async () => {
      const email = `gast-${placedCount++}@example.nl`;
      const placed = await placePaidOrder(app(), { email });
      assert.equal((await cancel(placed.uuid)).statusCode, 200);
      const mail = await outbox.latestTo(email);
      assert.equal(mail?.subject, `Your order ${placed.number} has been canceled`);
      assert.match(mail!.text, /We are refunding € \d+,\d{2} to the payment method you used/);
    });

    it('refuses to cancel what the florist has already taken on', async () => {
      const placed = await placePaidOrder(app());
      for (const transition of ['send_to_supplier', 'assign'])
        assert.equal(
          (
            await app().inject({
              method: 'POST',
              url: `/back-office/orders/${placed.uuid}/transitions`,
              headers: await asStaff(),
              payload: { transition },
            })
          ).statusCode,
          200,
        );
      const refused = await cancel(placed.uuid);
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json()['hydra:description'], 'An order that is assigned cannot cancel');
      const rows = await app().db.select().from(refunds).where(eq(refunds.orderUuid, placed.uuid));
      assert.equal(rows.length, 0);
    });
  });
}
