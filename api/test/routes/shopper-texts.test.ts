import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { MailMessage } from '../../src/plugins/app/core/mailer';
import { build, dbTargets } from '../helpers/build';
import { cartClient } from '../helpers/cart';
import { DEMO_COMPANY, nextAddress, signIn } from '../helpers/oauth';

type Headers = Record<string, string>;

/** What a shopper might type: markup, a script, quotes and an ampersand. */
const HOSTILE = `<script>alert("x")</script> & 'Zoë' <b>`;
/** The same text as every HTML mail must show it. */
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Zoë&#39; &lt;b&gt;';

/** An HTML mail shows the text escaped and never carries it raw; the text part carries it as typed. */
function assertEscaped(mail: MailMessage | undefined, what: string) {
  assert.ok(mail, `a mail with ${what}`);
  assert.ok(mail.html.includes(ESCAPED), `${what} escaped in the HTML`);
  assert.ok(!mail.html.includes('<script>'), `no raw script in the HTML (${what})`);
  assert.ok(!mail.html.includes('<b>'), `no raw markup in the HTML (${what})`);
  assert.ok(mail.text.includes(HOSTILE), `${what} as typed in the text part`);
}

for (const target of dbTargets()) {
  describe(`texts shoppers type on ${target.name}`, () => {
    const mails: MailMessage[] = [];
    const app = build(target, {
      mail: { mailer: { send: async (message) => void mails.push(message) } },
    });
    const carts = cartClient(app);
    type Person = { headers: Headers; uuid: string };
    const people = {} as Record<'admin' | 'buyer' | 'approver', Person>;
    const call = (method: string, url: string, headers: Headers, payload?: object) =>
      app().inject({
        method: method as 'GET',
        url,
        headers: { 'accept-language': 'en-US', ...headers },
        payload,
        remoteAddress: nextAddress(),
      });
    const mailTo = (email: string) => mails.filter((mail) => mail.to === email).at(-1);

    async function placeOrder(headers: Headers, quantity: number, texts: string) {
      const cart = await carts.newCart();
      const variation = await carts.variation('zonnig-boeket');
      const [card] = await carts.wishCards('zonnig-boeket');
      const line = await carts.addLine(cart, {
        variationId: variation.id,
        quantity,
        card: { id: card!.id, text: texts },
      });
      assert.equal(line.statusCode, 200, line.body);
      assert.equal(line.json().lines[0].card.text, texts, 'the card text as typed in the cart');
      const dates = (await call('GET', '/order/delivery-dates?country=NL', {})).json();
      const address = {
        attn: texts,
        firstname: texts,
        lastname: texts,
        companyName: texts,
        street: texts,
        housenumber: '1',
        housenumber_addition: '',
        postcode: '3512 AD',
        city: texts,
        country: 'NL',
      };
      const response = await call(
        'POST',
        '/order/orders',
        { ...headers, 'x-cart-secret': cart.secret },
        {
          cart: cart.uuid,
          email: 'inkoop@bedrijf.nl',
          deliveryDate: dates['hydra:member'][0].date,
          deliveryRemark: texts,
          deliveryAddress: address,
          invoiceAddress: address,
          payment: { method: 'invoice' },
        },
      );
      assert.equal(response.statusCode, 201, response.body);
      return response.json() as { uuid: string; number: string };
    }

    before(async () => {
      for (const [who, email] of [
        ['admin', 'beheer@bedrijf.nl'],
        ['buyer', 'inkoop@bedrijf.nl'],
        ['approver', 'goedkeuring@bedrijf.nl'],
      ] as const) {
        const headers = {
          authorization: `Bearer ${(await signIn(app(), email, 'Bloem3n!')).access_token}`,
        };
        const me = (await call('GET', '/me', headers)).json();
        people[who] = { headers, uuid: me.uuid };
      }
    });

    it('keeps names and a company name as typed and shows them escaped in the invitation mail', async () => {
      const { uuid: adminUuid, headers: admin } = people.admin;
      const personal = await call('PUT', `/relation/customers/${adminUuid}`, admin, {
        fullname: HOSTILE,
        birthdate: null,
        preferred_language: 'en-us',
      });
      assert.equal(personal.statusCode, 200, personal.body);
      const me = await call('GET', `/relation/customers/${adminUuid}`, admin);
      assert.equal(me.json().fullname, HOSTILE);

      const company = await call('PUT', `/relation/companies/${DEMO_COMPANY}`, admin, {
        name: HOSTILE,
      });
      assert.equal(company.statusCode, 200, company.body);
      const read = await call('GET', `/relation/companies/${DEMO_COMPANY}`, admin);
      assert.equal(read.json().name, HOSTILE);
      // The raw JSON carries the text as JSON escapes it, nothing more (no HTML entities).
      assert.ok(read.body.includes(JSON.stringify(HOSTILE)));

      const email = `nieuw-${Date.now()}@example.nl`;
      const invited = await call('POST', `/relation/companies/${DEMO_COMPANY}/users`, admin, {
        email,
        fullname: HOSTILE,
        companyRoles: ['viewer'],
      });
      assert.equal(invited.statusCode, 201, invited.body);
      const users = await call('GET', `/relation/companies/${DEMO_COMPANY}/users`, admin);
      const user = users.json()['hydra:member'].find((u: { email: string }) => u.email === email);
      assert.equal(user.fullname, HOSTILE);
      // The mail names the company and the inviter, both typed by shoppers.
      assertEscaped(mailTo(email), 'the company and the inviter');
    });

    it('keeps card text, delivery remark and address texts as typed and escapes them in the order confirmation', async () => {
      const buyer = people.buyer.headers;
      const order = await placeOrder(buyer, 1, HOSTILE);
      const read = (await call('GET', `/order/orders/${order.uuid}`, buyer)).json();
      assert.equal(read.lines[0].card.text, HOSTILE);
      assert.equal(read.delivery_remark, HOSTILE);
      for (const address of [read.delivery_address, read.invoice_address])
        for (const field of ['attn', 'firstname', 'lastname', 'companyName', 'street', 'city'])
          assert.equal(address[field], HOSTILE, field);
      const mail = mailTo('inkoop@bedrijf.nl');
      assert.match(mail?.subject ?? '', new RegExp(order.number));
      assertEscaped(mail, 'the card text and the address');
    });

    it('escapes an approver’s reason in the mail that tells the buyer', async () => {
      const buyer = people.buyer.headers;
      const approver = people.approver.headers;
      // Above the company's € 250: waits for approval.
      const order = await placeOrder(buyer, 12, 'Voor de receptie');
      const rejected = await call('POST', `/order/orders/${order.uuid}/reject`, approver, {
        reason: HOSTILE,
      });
      assert.equal(rejected.statusCode, 200, rejected.body);
      assertEscaped(mailTo('inkoop@bedrijf.nl'), 'the reason');
    });

    it('neutralises formulas typed as a name or a city in the CSV and XLSX reports', async () => {
      const { uuid: buyerUuid, headers: buyer } = people.buyer;
      const admin = people.admin.headers;
      const formulaName = '@SUM(1+1)*cmd|"/C calc"!A0';
      assert.equal(
        (
          await call('PUT', `/relation/customers/${buyerUuid}`, buyer, {
            fullname: formulaName,
            birthdate: null,
            preferred_language: 'en-us',
          })
        ).statusCode,
        200,
      );
      const order = await placeOrder(buyer, 1, '-2+3');
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
        new Date(),
      );
      const report = await call('POST', '/report/company-report-customer-histories', admin, {
        name: '=Rapport',
        from: today,
        till: today,
      });
      assert.equal(report.statusCode, 201, report.body);
      const url = `/report/company-report-customer-histories/${report.json().uuid}/download`;

      const csv = (await call('GET', `${url}?format=csv`, admin)).body;
      const row = csv.split('\r\n').find((line) => line.startsWith(order.number));
      assert.ok(row, 'the order is in the CSV');
      assert.ok(row.includes(`"'${formulaName.replace(/"/g, '""')}"`), row);
      assert.ok(row.includes(";'-2+3;"), row);

      const xlsx = await call('GET', `${url}?format=xlsx`, admin);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const cells: unknown[] = [];
      sheet.eachRow((sheetRow) => {
        if (sheetRow.getCell(1).value === order.number)
          sheetRow.eachCell((cell) => cells.push(cell.value));
      });
      assert.ok(cells.includes(`'${formulaName}`), JSON.stringify(cells));
      assert.ok(cells.includes("'-2+3"), JSON.stringify(cells));
      // Every text cell is a plain value: none is a formula.
      sheet.eachRow((sheetRow) =>
        sheetRow.eachCell((cell) => assert.notEqual(cell.type, ExcelJS.ValueType.Formula)),
      );
    });
  });
}
