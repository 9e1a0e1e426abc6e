import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../helpers/build';
import { cartClient, pdf, type CartRef } from '../helpers/cart';
import { DEMO_COMPANY, nextAddress, signIn } from '../helpers/oauth';
import { cardPayment, dutchAddress } from '../helpers/order-input';
import { expandAnswer } from '../helpers/json-ld';
import { staffHeaders } from '../helpers/back-office';

type Headers = Record<string, string>;
interface Answer {
  /** What the answer is, for the test's name. */
  name: string;
  method?: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Headers;
  payload?: object;
}

for (const target of dbTargets()) {
  describe(`JSON-LD answers on ${target.name}`, () => {
    const app = build(target);
    const carts = cartClient(app);
    let admin: Headers;
    let cart: CartRef;
    let order: { uuid: string; number: string };
    let deliveryDate: string;
    let addressUuid: string;
    let customerUuid: string;
    let letterBody: unknown;
    let staff: Headers;

    before(async () => {
      const token = await signIn(app(), 'beheer@bedrijf.nl', 'Bloem3n!');
      admin = { authorization: `Bearer ${token.access_token}`, 'accept-language': 'en-US' };
      customerUuid = (await app().inject({ method: 'GET', url: '/me', headers: admin })).json()
        .uuid;
      cart = await carts.newCart();
      const sunny = await carts.variation('zonnig-boeket');
      assert.equal(
        (await carts.addLine(cart, { variationId: sunny.id, quantity: 1 })).statusCode,
        200,
      );
      const letter = await carts.uploadLetter(cart, {
        name: 'brief.pdf',
        type: 'application/pdf',
        content: pdf,
      });
      assert.equal(letter.statusCode, 201, letter.body);
      letterBody = letter.json();
      staff = await staffHeaders(app());
      deliveryDate = (
        await app().inject({ method: 'GET', url: '/order/delivery-dates?country=NL' })
      ).json()['hydra:member'][0].date;
      const placed = await app().inject({
        method: 'POST',
        url: '/order/orders',
        remoteAddress: nextAddress(),
        headers: { ...admin, 'x-cart-secret': cart.secret },
        payload: {
          cart: cart.uuid,
          email: 'beheer@bedrijf.nl',
          deliveryDate,
          deliveryAddress: dutchAddress,
          payment: await cardPayment(),
        },
      });
      assert.equal(placed.statusCode, 201, placed.body);
      order = placed.json();
      const addresses = await app().inject({
        method: 'GET',
        url: '/relation/addresses',
        headers: admin,
      });
      addressUuid = addresses.json()['hydra:member'][0].uuid;
      const today = new Date().toISOString().slice(0, 10);
      const report = await app().inject({
        method: 'POST',
        url: '/report/company-report-customer-histories',
        headers: admin,
        payload: { name: 'Deze maand', from: today, till: today },
      });
      assert.equal(report.statusCode, 201, report.body);
    });

    /** Every kind of item and list the API answers in JSON-LD, with members in every list. */
    const answers = (): Answer[] => [
      { name: 'the product list', url: '/catalogue/products?page=1&page_items=3' },
      { name: 'a product', url: '/catalogue/products/zonnig-boeket' },
      { name: 'the categories', url: '/catalogue/categories' },
      { name: 'the product filters', url: '/catalogue/product-filters' },
      { name: 'the wish cards', url: '/catalogue/wish-cards?product=zonnig-boeket' },
      {
        name: 'the conflicting product groups',
        url: '/catalogue/conflicting-product-groups?ids=1,2&excludeOwnProductGroup=false',
      },
      {
        name: 'the combination info',
        method: 'POST',
        url: '/catalogue/combination-info',
        payload: { product: 'zonnig-boeket' },
      },
      { name: 'the brands', url: '/brands' },
      { name: 'the countries', url: '/geography/countries' },
      { name: 'the Belgian places', url: '/data/city-and-postcode?q=Gent' },
      {
        name: 'a postcode suggestion',
        method: 'POST',
        url: '/postcode/suggestion',
        payload: { postcode: '3512 AD', number: '1' },
      },
      { name: 'the sales points', url: '/giftcard/storelocator?search=Utrecht, Nederland' },
      {
        name: 'a gift card',
        method: 'POST',
        url: '/giftcard/info',
        payload: { cardId: '6036 0000 0000 0021', verificationCode: '654321' },
      },
      { name: 'the delivery dates', url: '/order/delivery-dates?country=NL' },
      { name: 'the payment methods', url: '/payments/methods?country=NL&amount=2990' },
      { name: 'the payment provider', url: '/payments/provider' },
      {
        name: 'a cart',
        url: `/carts/${cart.uuid}`,
        headers: { 'x-cart-secret': cart.secret },
      },
      { name: 'the signed-in user', url: '/me', headers: admin },
      { name: 'a hub token', url: '/me/hub-token', headers: admin },
      { name: 'the orders', url: '/order/orders?page_items=1', headers: admin },
      { name: 'an order', url: `/order/orders/${order.uuid}`, headers: admin },
      { name: 'the order collections', url: '/order/order-collections', headers: admin },
      { name: 'the orders to approve', url: '/order/approvals', headers: admin },
      {
        name: 'the order search',
        method: 'POST',
        url: '/order/search',
        payload: { by: 'number', orderNumber: order.number, postcode: '3511 AB' },
      },
      { name: 'the address book', url: '/relation/addresses', headers: admin },
      { name: 'an address', url: `/relation/addresses/${addressUuid}`, headers: admin },
      { name: 'a customer', url: `/relation/customers/${customerUuid}`, headers: admin },
      { name: 'a company', url: `/relation/companies/${DEMO_COMPANY}`, headers: admin },
      {
        name: 'the company users',
        url: `/relation/companies/${DEMO_COMPANY}/users`,
        headers: admin,
      },
      {
        name: 'the company roles',
        url: `/relation/companies/${DEMO_COMPANY}/roles`,
        headers: admin,
      },
      {
        name: 'the approval rules',
        url: `/relation/companies/${DEMO_COMPANY}/approval-rules`,
        headers: admin,
      },
      { name: 'the reports', url: '/report/company-report-customer-histories', headers: admin },
      { name: 'the back office’s orders', url: '/back-office/orders?page_items=1', headers: staff },
      { name: 'a back-office order', url: `/back-office/orders/${order.uuid}`, headers: staff },
      { name: 'a missing product (an error)', url: '/catalogue/products/bestaat-niet' },
      {
        name: 'a refused form (an error with violations)',
        method: 'POST',
        url: '/customers',
        payload: { email: 'geen-adres' },
      },
    ];

    const answer = (request: Answer) =>
      app().inject({
        method: request.method ?? 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
        remoteAddress: nextAddress(),
      });

    it('gives every answer a context of the API, and every list members to expand', async () => {
      const problems: string[] = [];
      for (const request of answers()) {
        const response = await answer(request);
        const body = response.json();
        if (!/^application\/ld\+json/.test(String(response.headers['content-type'])))
          problems.push(`${request.name}: ${response.headers['content-type']}`);
        if (!/^\/api\/contexts\/[A-Za-z]+$/.test(body['@context']))
          problems.push(`${request.name}: @context ${body['@context']}`);
        const members = body['hydra:member'];
        if (members?.length === 0 && !request.url.includes('approvals'))
          problems.push(`${request.name}: no members`);
      }
      assert.deepEqual(problems, []);
    });

    it('expands every list and item with the jsonld library, loading only from the API, losing no term', async () => {
      const problems: string[] = [];
      const check = async (name: string, url: string, body: unknown) => {
        try {
          const { expanded, dropped } = await expandAnswer(app(), url, body);
          if (expanded.length !== 1) problems.push(`${name}: ${expanded.length} nodes`);
          if (dropped.length) problems.push(`${name}: lost ${dropped.join(', ')}`);
        } catch (error) {
          const { details } = error as { details?: { event?: { code: string; details: object } } };
          problems.push(
            `${name}: ${(error as Error).message} ${JSON.stringify(details?.event ?? details ?? '')}`,
          );
        }
      };
      for (const request of answers())
        await check(request.name, request.url, (await answer(request)).json());
      await check('an uploaded letter', `/carts/${cart.uuid}/letters`, letterBody);
      assert.deepEqual(problems, []);
    });

    it('serves the context of every type, on the site’s origin, and a 404 for any other', async () => {
      const response = await app().inject({
        method: 'GET',
        url: '/contexts/Address',
        headers: { host: 'www.bloemenzo.nl', 'x-forwarded-proto': 'https' },
      });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^application\/ld\+json/);
      assert.equal(response.headers['cache-control'], 'public, max-age=86400');
      assert.equal(response.headers.vary, 'x-forwarded-proto', 'the same in every language');
      assert.equal(response.headers['content-language'], undefined);
      const context = response.json()['@context'];
      assert.equal(context['@vocab'], 'https://www.bloemenzo.nl/api/docs.jsonld#');
      assert.equal(context.hydra, 'http://www.w3.org/ns/hydra/core#');
      assert.equal(context.postcode, 'schema:postalCode');
      assert.deepEqual(context.customer, {
        '@id': 'https://www.bloemenzo.nl/api/docs.jsonld#customer',
        '@type': '@id',
      });
      const unknown = await app().inject({ method: 'GET', url: '/contexts/Bestaat' });
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json()['@type'], 'hydra:Error');
      const documentation = await app().inject({ method: 'GET', url: '/docs.jsonld' });
      assert.equal(documentation.json()['@type'], 'hydra:ApiDocumentation');
    });

    it('names every item by its URL on the site, which answers that item', async () => {
      const items: Answer[] = [
        { name: 'a product', url: '/catalogue/products/zonnig-boeket' },
        { name: 'an order', url: `/order/orders/${order.uuid}`, headers: admin },
        { name: 'an address', url: `/relation/addresses/${addressUuid}`, headers: admin },
        { name: 'a customer', url: `/relation/customers/${customerUuid}`, headers: admin },
        { name: 'a company', url: `/relation/companies/${DEMO_COMPANY}`, headers: admin },
        { name: 'the user', url: '/me', headers: admin },
        { name: 'a back-office order', url: `/back-office/orders/${order.uuid}`, headers: staff },
        { name: 'a cart', url: `/carts/${cart.uuid}`, headers: { 'x-cart-secret': cart.secret } },
      ];
      for (const item of items) {
        const id = (await answer(item)).json()['@id'];
        assert.equal(id, `/api${item.url}`, item.name);
        // Through the site: nginx and the dev proxy take `/api` off.
        const again = await answer({ ...item, url: id.slice('/api'.length) });
        assert.equal(again.statusCode, 200, item.name);
        assert.equal(again.json()['@id'], id, item.name);
      }
      const address = (await answer(items[2]!)).json();
      assert.equal(address.company, `/api/relation/companies/${DEMO_COMPANY}`);
    });

    it('links every page of a list to the first, last, previous and next, keeping the filters', async () => {
      const list = async (query: string) =>
        (await app().inject({ method: 'GET', url: `/catalogue/products?${query}` })).json();
      const total = (await list('page_items=1'))['hydra:totalItems'] as number;
      assert.ok(total >= 3, 'enough products for three pages');
      const at = (page: number) => `/api/catalogue/products?page_items=1&sort=name&page=${page}`;
      const second = await list('page_items=1&sort=name&page=2');
      assert.equal(second['@id'], '/api/catalogue/products');
      assert.equal(second['@type'], 'hydra:Collection');
      assert.deepEqual(second['hydra:view'], {
        '@id': at(2),
        '@type': 'hydra:PartialCollectionView',
        'hydra:first': at(1),
        'hydra:last': at(total),
        'hydra:previous': at(1),
        'hydra:next': at(3),
      });
      const first = (await list('page_items=1&sort=name&page=1'))['hydra:view'];
      assert.equal(first['hydra:previous'], undefined);
      assert.equal(first['hydra:next'], at(2));
      const last = (await list(`page_items=1&sort=name&page=${total}`))['hydra:view'];
      assert.equal(last['hydra:previous'], at(total - 1));
      assert.equal(last['hydra:next'], undefined);
      const orders = await answer({ name: 'the orders', url: '/order/orders', headers: admin });
      assert.equal(orders.json()['hydra:view']['hydra:first'], '/api/order/orders?page=1');
    });
  });
}
