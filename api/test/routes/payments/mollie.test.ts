import { afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { orders } from '../../../src/db/schema';
import { mollieAmount, type MollieSettings } from '../../../src/domain/payment/mollie-provider';
import { build, dbTargets } from '../../helpers/build';
import { dutchAddress } from '../../helpers/order-input';
import { cardToken, mollieSettings, mollieStandin, testCards } from '../../helpers/mollie';
import { clearFaults, mollieCalls, mollieShopper } from './shopper';

/** The site's public address: Mollie sends the shopper back there and calls the webhook on it. */
const SITE = 'http://localhost:1';

/** The payment Mollie was asked to create for an order (ADR 0052), as the client sent it. */
async function paymentCreatedFor(orderNumber: string) {
  const created = (await mollieCalls('POST', /^\/v2\/payments$/)).filter(
    (call) =>
      (call.body as { metadata?: { orderNumber?: string } }).metadata?.orderNumber === orderNumber,
  );
  assert.equal(created.length, 1, `one payment created for ${orderNumber}`);
  return { body: created[0]!.body as CreatedPayment, headers: created[0]!.headers };
}

/** What the client sent to `POST /v2/payments`, as far as these tests read it. */
interface CreatedPayment {
  amount: { currency: string; value: string };
  method: string;
  cardToken?: string;
  issuer?: string;
  locale: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: { orderNumber: string; paymentUuid: string };
  billingAddress?: Record<string, string>;
  lines?: { totalAmount: unknown }[];
  captureMode?: string;
}

for (const target of dbTargets()) {
  describe(`payments through Mollie's client on ${target.name}`, () => {
    let mollie: Omit<MollieSettings, 'webhookUrl'> & { webhookUrl?: undefined };
    const logged: string[] = [];
    before(async () => {
      // The webhook on the site's own address (the default), the methods kept for a minute.
      mollie = { ...(await mollieSettings({ methodsCacheMs: 60_000 })), webhookUrl: undefined };
      // Each database numbers its orders from FB-100001: one target's calls are not the next's.
      (await mollieStandin()).requests.length = 0;
    });
    const app = build(target, () => ({
      payments: { mollie },
      mail: { siteUrl: SITE, mailer: { send: async () => undefined } },
      logLevel: 'info',
      logStream: { write: (line: string) => void logged.push(line) },
    }));
    const shopper = mollieShopper(app);
    afterEach(clearFaults);

    it('writes Mollie’s amounts as euros with two decimals', () => {
      assert.deepEqual(mollieAmount(2990), { currency: 'EUR', value: '29.90' });
      assert.deepEqual(mollieAmount(5), { currency: 'EUR', value: '0.05' });
      assert.deepEqual(mollieAmount(100_000), { currency: 'EUR', value: '1000.00' });
    });

    it('pays a card by its token: the total in euros, the shopper’s locale, the order’s pages and one key per attempt', async () => {
      const token = await cardToken(testCards.paid);
      const placed = await shopper.place(
        await shopper.filledCart(),
        { method: 'creditcard', cardToken: token },
        { language: 'fr-BE', country: 'BE' },
      );
      assert.equal(placed.statusCode, 201, placed.body);
      const order = placed.json();
      assert.equal(order.status, 'new');
      assert.deepEqual(order.payments[0].details, {
        last4: '1111',
        brand: 'Visa',
        holder: 'T. Test',
      });
      const [payment] = await shopper.paymentsOf(order.uuid);
      const { body, headers } = await paymentCreatedFor(order.number);
      assert.deepEqual(body.amount, {
        currency: 'EUR',
        value: (order.total.incl_vat / 100).toFixed(2),
      });
      assert.equal(body.method, 'creditcard');
      assert.equal(body.cardToken, token);
      assert.equal(body.locale, 'fr_BE');
      assert.equal(body.redirectUrl, `${SITE}/fr-be/afrekenen/bevestiging/${order.uuid}`);
      assert.equal(body.webhookUrl, `${SITE}/api/payments/webhook/mollie`);
      assert.deepEqual(body.metadata, { orderNumber: order.number, paymentUuid: payment!.uuid });
      assert.equal(headers['idempotency-key'], payment!.uuid);
      assert.equal(payment!.providerReference, [...(await mollieStandin()).payments.keys()].at(-1));
    });

    it('sends iDEAL with the chosen bank, Bancontact for Belgium and AfterPay as Riverty with the buyer', async () => {
      const ideal = await shopper.place(await shopper.filledCart(), {
        method: 'ideal',
        issuer: 'ideal_RABONL2U',
      });
      assert.equal(ideal.statusCode, 201, ideal.body);
      assert.equal(ideal.json().status, 'payment-pending');
      const standin = await mollieStandin();
      assert.ok(ideal.json().payment_redirect_url.startsWith(`${standin.url}/checkout/tr_`));
      const asked = await paymentCreatedFor(ideal.json().number);
      assert.deepEqual(
        [asked.body.method, asked.body.issuer, asked.body.locale],
        ['ideal', 'ideal_RABONL2U', 'en_US'],
      );

      const bancontact = await shopper.place(
        await shopper.filledCart(),
        { method: 'bancontact' },
        { country: 'BE', language: 'nl-BE' },
      );
      assert.equal(bancontact.statusCode, 201, bancontact.body);
      const belgian = await paymentCreatedFor(bancontact.json().number);
      assert.deepEqual([belgian.body.method, belgian.body.locale], ['bancontact', 'nl_BE']);
      assert.equal(belgian.body.issuer, undefined);

      const afterpay = await shopper.place(await shopper.filledCart(), {
        method: 'afterpay',
        acceptTerms: true,
      });
      assert.equal(afterpay.statusCode, 201, afterpay.body);
      const riverty = await paymentCreatedFor(afterpay.json().number);
      assert.equal(riverty.body.method, 'riverty');
      assert.deepEqual(riverty.body.billingAddress, {
        givenName: 'Anna',
        familyName: 'de Vries',
        email: 'anna@example.nl',
        streetAndNumber: 'Oudegracht 12',
        postalCode: '3511 AB',
        city: 'Utrecht',
        country: 'NL',
      });
      assert.deepEqual(riverty.body.lines![0]!.totalAmount, riverty.body.amount);
      // Riverty takes a manual capture only: its money is taken when the order ships.
      assert.equal(riverty.body.captureMode, 'manual');
      assert.equal(belgian.body.captureMode, undefined);
    });

    it('refuses a declined card with 402, and sends a 3-D Secure card to its challenge', async () => {
      const stock = await shopper.candleStock();
      const declined = await shopper.place(await shopper.filledCart(), {
        method: 'creditcard',
        cardToken: await cardToken(testCards.declined),
      });
      assert.equal(declined.statusCode, 402);
      assert.equal(
        declined.json()['hydra:description'],
        'The payment was refused. Please choose another payment method.',
      );
      assert.equal(await shopper.candleStock(), stock);
      const challenged = await shopper.place(await shopper.filledCart(), {
        method: 'creditcard',
        cardToken: await cardToken(testCards.threeDSecure),
      });
      assert.equal(challenged.statusCode, 201, challenged.body);
      assert.equal(challenged.json().status, 'payment-pending');
      assert.match(challenged.json().payment_redirect_url, /\/checkout\/tr_\w+$/);
    });

    it('lists the methods Mollie offers for the amount and country, iDEAL with its banks', async () => {
      const methods = async (query: string) => {
        const response = await app().inject({ url: `/payments/methods?${query}` });
        assert.equal(response.statusCode, 200, response.body);
        return response.json()['hydra:member'] as { id: string; issuers: { id: string }[] }[];
      };
      const dutch = await methods('country=NL&amount=2990&locale=nl-nl');
      assert.deepEqual(dutch.map((method) => method.id).sort(), [
        'afterpay',
        'creditcard',
        'ideal',
      ]);
      const banks = dutch.find((method) => method.id === 'ideal')!.issuers;
      assert.equal(banks.length, 8);
      assert.ok(banks.every((bank) => bank.id.startsWith('ideal_')));
      assert.ok(dutch.filter((method) => method.id !== 'ideal').every((m) => !m.issuers.length));
      const [asked] = await mollieCalls('GET', /^\/v2\/methods\?.*amount%5Bvalue%5D=29\.90/);
      assert.match(asked!.path, /billingCountry=NL/);
      assert.match(asked!.path, /locale=nl_NL/);
      assert.match(asked!.path, /include=issuers/);

      const belgian = await methods('country=BE&amount=2990');
      assert.deepEqual(belgian.map((m) => m.id).sort(), ['afterpay', 'bancontact', 'creditcard']);
      // Riverty takes 5.00 to 2000.00 only.
      assert.ok(!(await methods('country=NL&amount=300')).some((m) => m.id === 'afterpay'));
      assert.ok(!(await methods('country=NL&amount=250000')).some((m) => m.id === 'afterpay'));
      assert.equal(
        (await app().inject({ url: '/payments/methods?country=DE&amount=1' })).statusCode,
        400,
      );
      assert.equal(
        (await app().inject({ url: '/payments/methods?country=NL&amount=0' })).statusCode,
        400,
      );
    });

    it('lists iDEAL without banks when Mollie has none (iDEAL 2.0)', async () => {
      (await mollieStandin()).faults.noIssuers = true;
      const listed = await app().inject({ url: '/payments/methods?country=NL&amount=3100' });
      const ideal = listed.json()['hydra:member'].find((m: { id: string }) => m.id === 'ideal');
      assert.deepEqual(ideal.issuers, []);
    });

    it('asks Mollie for the methods of an amount once within the cache’s minute', async () => {
      const before = (await mollieStandin()).requests.length;
      for (let i = 0; i < 3; i += 1) {
        const listed = await app().inject({ url: '/payments/methods?country=NL&amount=4200' });
        assert.equal(listed.statusCode, 200);
        assert.equal(listed.headers['cache-control'], 'public, max-age=60');
      }
      assert.equal((await mollieCalls('GET', /^\/v2\/methods/, before)).length, 1);
      Object.assign((await mollieStandin()).faults, { down: true, retryAfterSeconds: 0 });
      const down = await app().inject({ url: '/payments/methods?country=NL&amount=4300' });
      assert.equal(down.statusCode, 503);
    });

    it('names the provider and its card fields’ script, public values only', async () => {
      const standin = await mollieStandin();
      const provider = await app().inject({ url: '/payments/provider' });
      assert.equal(provider.statusCode, 200);
      const { name, profileId, componentsScript, testmode } = provider.json();
      assert.deepEqual(
        { name, profileId, componentsScript, testmode },
        {
          name: 'mollie',
          profileId: 'pfl_apitests',
          componentsScript: `${standin.url}/v1/mollie.js`,
          testmode: true,
        },
      );
      assert.ok(!provider.body.includes(mollie.apiKey), 'never the API key');
    });

    it('refuses a card number anywhere in an order, and logs nothing of it', async () => {
      const before = (await mollieStandin()).requests.length;
      const typed = ['4111 1111 1111 1111', '4111-1111-1111-1111', testCards.paid];
      const email = 'kaart-in-opmerking@example.nl';
      for (const [i, number] of typed.entries()) {
        const extra =
          i === 0
            ? { deliveryRemark: `Mijn kaart: ${number}` }
            : i === 1
              ? { deliveryAddress: { ...dutchAddress, street: `Oudegracht ${number}` } }
              : {};
        const payment =
          i === 2
            ? { method: 'creditcard', cardToken: await cardToken(), note: number }
            : { method: 'creditcard', cardToken: await cardToken() };
        const refused = await shopper.place(await shopper.filledCart(), payment, { email, extra });
        assert.equal(refused.statusCode, 400, refused.body);
        assert.ok(!refused.body.includes(number.slice(0, 9)), 'the answer repeats no card');
        if (i < 2)
          assert.ok(
            refused
              .json()
              .violations.some(
                (v: { message: string }) =>
                  v.message === 'Card numbers may only be typed into the card fields',
              ),
            refused.body,
          );
      }
      assert.equal((await app().db.select().from(orders).where(eq(orders.email, email))).length, 0);
      assert.equal((await mollieCalls('POST', /^\/v2\/payments/, before)).length, 0);
      const log = logged.join('');
      assert.ok(log.length > 0, 'the app logs at info');
      for (const number of typed) assert.ok(!log.includes(number), `${number} in the log`);
      assert.ok(!/4111[ -]?1111/.test(log));
    });
  });
}
