import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { build, dbTargets } from '../../helpers/build';
import { cartClient } from '../../helpers/cart';
import { nextAddress, signIn } from '../../helpers/oauth';
import { cardPayment } from '../../helpers/order-input';

const URL = '/report/company-report-customer-histories';
type Headers = Record<string, string>;
type Placed = {
  uuid: string;
  number: string;
  total: { excl_vat: number; vat: number; incl_vat: number };
};

/** Today and yesterday as the shop's days (orders are placed now, in Dutch time). */
const shopDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(date);
const today = shopDay(new Date());
const yesterday = shopDay(new Date(Date.now() - 24 * 3600 * 1000));

/** A `;`-separated CSV with quoted fields (RFC 4180), as rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

for (const target of dbTargets()) {
  describe(`company reports on ${target.name}`, () => {
    const app = build(target);
    const carts = cartClient(app);
    const people: Record<'admin' | 'viewer' | 'buyer' | 'approver' | 'stranger', Headers> = {
      admin: {},
      viewer: {},
      buyer: {},
      approver: {},
      stranger: {},
    };
    const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
      app().inject({ method, url, headers, payload, remoteAddress: nextAddress() });

    async function place(
      headers: Headers,
      {
        quantity = 1,
        city = 'Utrecht',
        payment = { method: 'invoice' } as object,
        ribbon = undefined as string | undefined,
      } = {},
    ): Promise<Placed> {
      const cart = await carts.newCart();
      const variation = await carts.variation('zonnig-boeket');
      await carts.addLine(cart, { variationId: variation.id, quantity });
      if (ribbon) {
        const roses = await carts.variation('rode-rozen');
        const added = await carts.addLine(cart, {
          variationId: roses.id,
          quantity: 1,
          personalization: true,
          design: { lines: [ribbon] },
        });
        assert.equal(added.statusCode, 200, added.body);
      }
      const dates = (
        await app().inject({ method: 'GET', url: '/order/delivery-dates?country=NL' })
      ).json();
      const response = await call(
        'POST',
        '/order/orders',
        { ...headers, 'x-cart-secret': cart.secret, 'content-type': 'application/json' },
        {
          cart: cart.uuid,
          email: 'inkoop@bedrijf.nl',
          deliveryDate: dates['hydra:member'][0].date,
          deliveryAddress: {
            firstname: 'A',
            lastname: 'B',
            street: 'Neude',
            housenumber: '1',
            postcode: '3512 AD',
            city,
            country: 'NL',
          },
          payment,
        },
      );
      assert.equal(response.statusCode, 201, response.body);
      return response.json();
    }

    let ours: Placed[] = [];
    let pending: Placed;
    let theirs: Placed;

    before(async () => {
      const bearer = async (email: string) => ({
        authorization: `Bearer ${(await signIn(app(), email, 'Bloem3n!')).access_token}`,
        'accept-language': 'en-US',
      });
      people.admin = await bearer('beheer@bedrijf.nl');
      people.viewer = await bearer('kijker@bedrijf.nl');
      people.buyer = await bearer('inkoop@bedrijf.nl');
      people.approver = await bearer('goedkeuring@bedrijf.nl');
      // The administrator of another company (registering a business makes one).
      const email = `ander-${Math.random().toString(36).slice(2)}@firma.nl`;
      await app().customers.create({
        email,
        password: 'Bloem3n!',
        fullname: 'Andere Baas',
        customerType: 'business',
        companyName: 'Andere Firma',
      });
      people.stranger = await bearer(email);

      ours = [
        await place(people.admin, { quantity: 2 }),
        // A shopper's text that a spreadsheet would run as a formula.
        await place(people.buyer, {
          city: '=HYPERLINK("http://evil.example","Klik")',
          ribbon: 'Voor oma',
        }),
      ];
      // Above the company's € 250: waits for approval.
      pending = await place(people.buyer, { quantity: 12 });
      theirs = await place(people.stranger, {
        payment: await cardPayment(),
      });
    });

    it('makes a report of the company’s orders in the period, and lists it newest first', async () => {
      const created = await call('POST', URL, people.admin, {
        name: ' Dag ',
        from: today,
        till: today,
      });
      assert.equal(created.statusCode, 201, created.body);
      const report = created.json();
      assert.equal(report.name, 'Dag');
      assert.equal(report.from, today);
      assert.equal(report.till, today);
      assert.equal(report.created_by, 'Beheer Bedrijf');
      assert.equal(report.row_count, 3);
      assert.match(report['@id'], new RegExp(`^/api${URL}/${report.uuid}$`));

      const empty = await call('POST', URL, people.viewer, {
        name: 'Vroeger',
        from: '2024-01-01',
        till: yesterday,
      });
      assert.equal(empty.statusCode, 201, empty.body);
      assert.equal(empty.json().row_count, 0);

      const history = await call('GET', URL, people.viewer);
      assert.equal(history.statusCode, 200);
      assert.equal(history.json()['@type'], 'hydra:Collection');
      assert.deepEqual(
        history.json()['hydra:member'].map((r: { name: string }) => r.name),
        ['Vroeger', 'Dag'],
      );
      assert.equal(history.json()['hydra:totalItems'], 2);
    });

    it('downloads the report as CSV that Dutch Excel opens: BOM, semicolons, decimal commas', async () => {
      const report = (
        await call('POST', URL, people.admin, { name: 'Café Noël', from: today, till: today })
      ).json();
      const download = await call('GET', `${URL}/${report.uuid}/download?format=csv`, {
        ...people.viewer,
        'accept-language': 'nl-NL',
      });
      assert.equal(download.statusCode, 200, download.body);
      assert.equal(download.headers['content-type'], 'text/csv; charset=utf-8');
      assert.equal(
        download.headers['content-disposition'],
        `attachment; filename="Cafe Noel-${today}-${today}.csv"; filename*=UTF-8''Caf%C3%A9%20No%C3%ABl-${today}-${today}.csv`,
      );
      const bytes = download.rawPayload;
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
      assert.deepEqual(header, [
        'Bestelnummer',
        'Besteld op',
        'Besteld door',
        'Status',
        'Bezorgdatum',
        'Plaats',
        'Land',
        'Aantal',
        'Personalisatie',
        'Totaal excl. btw',
        'Btw',
        'Totaal incl. btw',
      ]);
      // Oldest first; the other company's order is not in it.
      assert.deepEqual(
        rows.map((row) => row[0]),
        [...ours, pending].map((order) => order.number),
      );
      assert.ok(!rows.some((row) => row[0] === theirs.number));
      const [first, injected, waiting] = rows as [string[], string[], string[]];
      assert.match(first[1]!, new RegExp(`^${today} \\d{2}:\\d{2}$`));
      assert.deepEqual(first.slice(2), [
        'Beheer Bedrijf',
        'In behandeling',
        first[4]!,
        'Utrecht',
        'NL',
        '2',
        '',
        euros(ours[0]!.total.excl_vat),
        euros(ours[0]!.total.vat),
        euros(ours[0]!.total.incl_vat),
      ]);
      assert.match(first[4]!, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(injected[2], 'Inkoop Bedrijf');
      assert.equal(injected[5], `'=HYPERLINK("http://evil.example","Klik")`);
      // What was personalized, and with what (ADR 0028).
      assert.equal(injected[8], 'Red roses: Voor oma');
      assert.equal(waiting[3], 'Wacht op goedkeuring');
    });

    it('downloads the same report as XLSX, headings in the caller’s language', async () => {
      const report = (
        await call('POST', URL, people.admin, { name: 'Q', from: today, till: today })
      ).json();
      const download = await call(
        'GET',
        `${URL}/${report.uuid}/download?format=xlsx`,
        people.admin,
      );
      assert.equal(download.statusCode, 200, download.body);
      assert.equal(
        download.headers['content-type'],
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      assert.equal(
        download.headers['content-disposition'],
        `attachment; filename="Q-${today}-${today}.xlsx"`,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Orders')!;
      assert.equal(sheet.getRow(1).getCell(1).value, 'Order number');
      assert.equal(sheet.getRow(1).getCell(12).value, 'Total incl. VAT');
      assert.equal(sheet.rowCount, 4);
      const first = sheet.getRow(2);
      assert.equal(first.getCell(1).value, ours[0]!.number);
      assert.equal(first.getCell(4).value, 'Being processed');
      assert.equal(first.getCell(8).value, 2);
      assert.equal(first.getCell(10).value, ours[0]!.total.excl_vat / 100);
      assert.equal(first.getCell(11).value, ours[0]!.total.vat / 100);
      assert.equal(first.getCell(12).value, ours[0]!.total.incl_vat / 100);
      assert.equal(first.getCell(12).numFmt, '#,##0.00');
      const injected = sheet.getRow(3).getCell(6);
      assert.equal(injected.value, `'=HYPERLINK("http://evil.example","Klik")`);
      assert.equal(injected.type, ExcelJS.ValueType.String);
    });

    it('keeps a report as it was made, when an order changes afterwards', async () => {
      const before = (
        await call('POST', URL, people.admin, { name: 'Voor', from: today, till: today })
      ).json();
      const rejected = await call('POST', `/order/orders/${pending.uuid}/reject`, people.approver, {
        reason: 'Te veel',
      });
      assert.equal(rejected.statusCode, 200, rejected.body);
      const statusOf = async (uuid: string) => {
        const rows = parseCsv(
          (await call('GET', `${URL}/${uuid}/download?format=csv`, people.admin)).rawPayload
            .subarray(3)
            .toString('utf8'),
        );
        return rows.find((row) => row[0] === pending.number)?.[3];
      };
      assert.equal(await statusOf(before.uuid), 'Awaiting approval');
      const after = (
        await call('POST', URL, people.admin, { name: 'Na', from: today, till: today })
      ).json();
      assert.equal(await statusOf(after.uuid), 'Canceled');
    });

    it('refuses a report without a name, with the end before the start or over three years', async () => {
      const refused = await call('POST', URL, people.admin, {
        name: '',
        from: '2026-03-02',
        till: '2026-03-01',
      });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(
        refused
          .json()
          .violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
        [
          ['name', 'validation.required'],
          ['till', 'validation.dateRange'],
        ],
      );
      assert.equal(refused.json().violations[1].message, 'The end date is before the start date');
      const long = await call(
        'POST',
        URL,
        { ...people.admin, 'accept-language': 'nl-NL' },
        { name: 'X', from: '2020-01-01', till: '2023-01-01' },
      );
      assert.equal(long.statusCode, 400);
      assert.equal(long.json().violations[0].message, 'Kies een periode van hoogstens 3 jaar');
      const badDay = await call('POST', URL, people.admin, {
        name: 'X',
        from: '2026-02-30',
        till: '2026-03-01',
      });
      assert.equal(badDay.json().violations[0].code, 'validation.date');
      const report = (await call('GET', URL, people.admin)).json()['hydra:member'][0];
      assert.equal(
        (await call('GET', `${URL}/${report.uuid}/download?format=pdf`, people.admin)).statusCode,
        400,
      );
    });

    it('opens reports to reports.read only, and to the caller’s own company only', async () => {
      const report = (await call('GET', URL, people.admin)).json()['hydra:member'][0];
      const download = `${URL}/${report.uuid}/download?format=csv`;
      const make = { name: 'X', from: today, till: today };
      // A buyer of the same company lacks reports.read.
      assert.equal((await call('GET', URL, people.buyer)).statusCode, 403);
      assert.equal((await call('POST', URL, people.buyer, make)).statusCode, 403);
      assert.equal((await call('GET', download, people.buyer)).statusCode, 403);
      // Another company's administrator holds it, but sees only their own company's reports.
      assert.equal((await call('GET', download, people.stranger)).statusCode, 404);
      assert.equal(
        (await call('GET', `${URL}/${report.uuid}/download?format=xlsx`, people.stranger))
          .statusCode,
        404,
      );
      assert.deepEqual((await call('GET', URL, people.stranger)).json()['hydra:member'], []);
      const own = await call('POST', URL, people.stranger, make);
      assert.equal(own.statusCode, 201, own.body);
      assert.equal(own.json().row_count, 1, 'their own order only');
      assert.equal(
        (await call('GET', `${URL}/${own.json().uuid}/download`, people.admin)).statusCode,
        404,
      );
      assert.equal(
        (await call('GET', `${URL}/00000000-0000-4000-8000-000000000000/download`, people.admin))
          .statusCode,
        404,
      );
      // Anonymous callers.
      assert.equal((await call('GET', URL, {})).statusCode, 401);
      assert.equal((await call('POST', URL, {}, make)).statusCode, 401);
      assert.equal((await call('GET', download, {})).statusCode, 401);
    });
  });
}
