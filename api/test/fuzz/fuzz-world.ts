import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { cartClient, type CartRef } from '../helpers/cart';
import { staffHeaders } from '../helpers/back-office';
import { createCustomer, DEMO_COMPANY, nextAddress, signIn } from '../helpers/oauth';
import type { JsonSchema, Operation } from './openapi-operations';

type Headers = Record<string, string>;

/**
 * The things a good request names (a cart and its secret, an order, an address, a report…) and
 * the people allowed to call each route, so that every mutation starts from a request that
 * would succeed and reaches the validation behind authentication.
 */
export interface FuzzWorld {
  cart: CartRef & { lineId: number; variationId: number };
  /** A second filled cart for placing orders and copying into. */
  orderCart: CartRef;
  wishCardId: number;
  orderUuid: string;
  orderSecret: string;
  addressUuid: string;
  reportUuid: string;
  shopper: { uuid: string; email: string; password: string; headers: Headers };
  /** A colleague in the demo company whom the user-management routes may change. */
  colleagueUuid: string;
  deliveryDate: string;
  issuer: string;
  /** A JWT in the right shape, signed with the wrong key. */
  forgedToken: string;
  /** Bearer headers of a demo company person holding every permission in the list. */
  headersFor: (permissions: string[]) => Headers;
  /** An anonymous (client_credentials) token: a token, but no customer. */
  anonymousHeaders: Headers;
  /** The demo staff member, signed in to the back office (ADR 0039). */
  staffHeaders: Headers;
}

export async function makeWorld(app: FastifyInstance): Promise<FuzzWorld> {
  const carts = cartClient(() => app);
  const variation = await carts.variation('zonnig-boeket');
  const [card] = await carts.wishCards('zonnig-boeket');
  const cart = await carts.newCart();
  const added = await carts.addLine(cart, { variationId: variation.id, quantity: 1 });
  const lineId = added.json().lines[0].id as number;
  const orderCart = await carts.newCart();
  await carts.addLine(orderCart, { variationId: variation.id, quantity: 1 });

  const dates = (
    await app.inject({ method: 'GET', url: '/order/delivery-dates?country=NL' })
  ).json();
  const deliveryDate = dates['hydra:member'][0].date as string;
  // A bank Mollie lists for iDEAL (the stand-in, as Mollie's test mode has them).
  const methods = (
    await app.inject({ method: 'GET', url: '/payments/methods?country=NL&amount=2990' })
  ).json()['hydra:member'] as { id: string; issuers: { id: string }[] }[];
  const issuer = methods.find((method) => method.id === 'ideal')!.issuers[0]!.id;

  // Demo company people, each signed in once (sign-ins are limited per account).
  const people: { permissions: string[]; headers: Headers }[] = [];
  for (const email of ['beheer@bedrijf.nl', 'goedkeuring@bedrijf.nl', 'inkoop@bedrijf.nl']) {
    const headers = {
      authorization: `Bearer ${(await signIn(app, email, 'Bloem3n!')).access_token}`,
    };
    const me = (await app.inject({ method: 'GET', url: '/me', headers })).json();
    people.push({ permissions: me.permissions, headers });
  }
  const headersFor = (permissions: string[]) => {
    const person = people.find((p) =>
      permissions.every((needed) => p.permissions.includes(needed)),
    );
    if (!person) throw new Error(`no demo person holds ${permissions.join(', ')}`);
    return person.headers;
  };

  const shopperAccount = await createCustomer(app);
  const shopper = {
    ...shopperAccount,
    headers: {
      authorization: `Bearer ${(await signIn(app, shopperAccount.email, shopperAccount.password)).access_token}`,
    },
  };
  const colleague = await createCustomer(app, { companyUuid: DEMO_COMPANY });

  const address = await app.inject({
    method: 'POST',
    url: '/relation/addresses',
    headers: shopper.headers,
    payload: goodAddress(),
  });
  if (address.statusCode !== 201) throw new Error(`address not made: ${address.body}`);

  const orderPlaced = await app.inject({
    method: 'POST',
    url: '/order/orders',
    headers: { 'x-cart-secret': orderCart.secret },
    payload: {
      cart: orderCart.uuid,
      email: 'gast@example.nl',
      deliveryDate,
      deliveryAddress: goodAddress(),
      payment: { method: 'ideal', issuer },
    },
    remoteAddress: nextAddress(),
  });
  if (orderPlaced.statusCode !== 201) throw new Error(`order not placed: ${orderPlaced.body}`);
  const refill = await carts.newCart();
  await carts.addLine(refill, { variationId: variation.id, quantity: 1 });

  const report = await app.inject({
    method: 'POST',
    url: '/report/company-report-customer-histories',
    headers: headersFor(['reports.read']),
    payload: { name: 'Fuzz', from: '2026-01-01', till: '2026-12-31' },
  });
  if (report.statusCode !== 201) throw new Error(`report not made: ${report.body}`);

  const anonymous = await app.inject({
    method: 'POST',
    url: '/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials&client_id=shop-web',
    remoteAddress: nextAddress(),
  });

  return {
    cart: { ...cart, lineId, variationId: variation.id },
    orderCart: refill,
    wishCardId: card!.id,
    orderUuid: orderPlaced.json().uuid,
    orderSecret: orderPlaced.json().secret,
    addressUuid: address.json().uuid,
    reportUuid: report.json().uuid,
    shopper,
    colleagueUuid: colleague.uuid,
    deliveryDate,
    issuer,
    forgedToken: await new SignJWT({ client_id: 'shop-web', scope: '' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(shopper.uuid)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('not-the-api-secret-but-32-characters-long')),
    headersFor,
    anonymousHeaders: { authorization: `Bearer ${anonymous.json().access_token}` },
    staffHeaders: await staffHeaders(app),
  };
}

export function goodAddress() {
  return {
    attn: 'Receptie',
    firstname: 'Anna',
    lastname: 'de Vries',
    companyName: 'Bloemen BV',
    street: 'Neude',
    housenumber: '1',
    housenumber_addition: 'a',
    postcode: '3512 AD',
    city: 'Utrecht',
    country: 'NL',
    phoneNumber: '0301234567',
  };
}

/** A good value for each path parameter, by route and name. */
export function pathValue(world: FuzzWorld, operation: Operation, name: string): string {
  const { path } = operation;
  if (path.startsWith('/carts/'))
    return name === 'lineId' ? String(world.cart.lineId) : world.cart.uuid;
  if (path.startsWith('/relation/companies/')) return name === 'code' ? 'viewer' : DEMO_COMPANY;
  if (path.startsWith('/relation/addresses/')) return world.addressUuid;
  if (path === '/relation/customers/{uuid}') return world.shopper.uuid;
  if (path.startsWith('/relation/customers/')) return world.colleagueUuid;
  if (path.startsWith('/order/orders/')) return world.orderUuid;
  if (path.startsWith('/back-office/orders/')) return world.orderUuid;
  if (path.startsWith('/report/')) return world.reportUuid;
  if (path === '/catalogue/products/{slug}') return 'zonnig-boeket';
  if (path === '/media/products/{file}') return 'zonnig-boeket.jpg';
  if (path === '/media/wish-cards/{file}') return `${world.wishCardId}.svg`;
  if (path === '/contexts/{type}') return 'Product';
  throw new Error(`no good value for ${name} in ${operation.key}`);
}

/** Good query values where a schema alone cannot tell (what the route looks up). */
const queryValues: Record<string, Record<string, string>> = {
  'GET /payments/methods': { country: 'NL', amount: '2990', locale: 'nl-nl' },
  'GET /catalogue/wish-cards': { product: 'zonnig-boeket' },
  'GET /catalogue/conflicting-product-groups': { ids: '10,40', excludeOwnProductGroup: 'true' },
  'GET /catalogue/products': { category: 'boeketten', search: 'roos' },
  'GET /catalogue/product-filters': { category: 'boeketten', search: 'roos' },
  'GET /data/city-and-postcode': { q: '1000' },
  'GET /giftcard/storelocator': { search: 'Utrecht', distance: '25' },
  'GET /dev/outbox/latest': { to: 'gast@example.nl' },
  'GET /order/delivery-dates': { country: 'NL' },
  'GET /order/orders': { ordered_from: '2026-01-01', ordered_till: '2026-12-31' },
  'GET /report/company-report-customer-histories/{uuid}/download': { format: 'csv' },
  'GET /.well-known/mercure': { topic: '/relation/companies/x' },
};

/** The query value a good request sends: the route's own, or for a required one an example. */
export function queryValue(
  operation: Operation,
  name: string,
  schema: JsonSchema,
  required: boolean,
) {
  return queryValues[operation.key]?.[name] ?? (required ? exampleOf(schema, name) : undefined);
}

/** Request bodies that succeed, where an example made from the schema would not. */
export function goodBody(world: FuzzWorld, operation: Operation): unknown {
  switch (operation.key) {
    case 'POST /catalogue/combination-info':
      return { product: 'zonnig-boeket' };
    case 'POST /postcode/suggestion':
      return { postcode: '3512 AD', number: '1' };
    case 'POST /carts/{uuid}/lines':
      return {
        variationId: world.cart.variationId,
        quantity: 1,
        card: { id: world.wishCardId, text: 'Gefeliciteerd!' },
      };
    case 'POST /relation/addresses':
      return { ...goodAddress(), newsletter: false, isDefaultDeliveryAddress: false };
    case 'PUT /relation/addresses/{uuid}':
      return { ...goodAddress(), newsletter: false };
    case 'PUT /relation/companies/{uuid}':
      return {
        name: 'Bloemenhandel De Tulp B.V.',
        chamber_of_commerce_number: '12345678',
        vat_number: 'NL123456789B01',
      };
    case 'POST /relation/companies/{uuid}/users':
      return { email: 'collega@example.nl', fullname: 'Nieuwe Collega', companyRoles: ['viewer'] };
    case 'POST /giftcard/info':
      return { cardId: '6036000000000013', verificationCode: '123456' };
    case 'POST /customers':
      return {
        email: 'fuzz@example.nl',
        password: 'Bloem3n!',
        fullname: 'Fuzz Klant',
        customerType: 'business',
        companyName: 'Fuzz BV',
      };
    case 'POST /customers/password-reset':
      return { token: 'x'.repeat(43), newPassword: 'Bloem3n!' };
    case 'POST /token':
      return {
        grant_type: 'password',
        client_id: 'shop-web',
        username: world.shopper.email,
        password: world.shopper.password,
      };
    case 'POST /me/change-password':
      return { oldPassword: world.shopper.password, newPassword: world.shopper.password };
    case 'POST /order/orders':
      return {
        cart: world.orderCart.uuid,
        email: 'gast@example.nl',
        deliveryDate: world.deliveryDate,
        deliveryRemark: 'Achterom',
        deliveryAddress: goodAddress(),
        invoiceAddress: goodAddress(),
        payment: { method: 'ideal', issuer: world.issuer },
      };
    case 'POST /order/search':
      return { by: 'number', orderNumber: 'FB-100001', postcode: '3512 AD' };
    case 'POST /order/orders/copy-to-cart-order':
      return { uuid: world.orderUuid, cart: world.cart.uuid };
    case 'PUT /relation/companies/{uuid}/roles/{code}':
      return { permissions: ['orders.read', 'company.read'] };
    case 'PUT /relation/companies/{uuid}/approval-rules':
      return { thresholdCents: 25000, roles: ['approver'] };
    case 'POST /report/company-report-customer-histories':
      return { name: 'Fuzz report', from: '2026-01-01', till: '2026-06-30' };
    case 'POST /back-office/orders/{uuid}/transitions':
      return { transition: 'hold', note: 'Fuzz' };
    case 'POST /back-office/orders/{uuid}/track-and-trace':
      return {
        carrier: 'postnl',
        code: '3SFUZZ0001',
        url: 'https://jouw.postnl.nl/track-and-trace/3SFUZZ0001',
      };
    case 'PUT /relation/customers/{uuid}':
      return { fullname: 'Fuzz Klant', birthdate: '1990-05-01', preferred_language: 'nl-nl' };
    default:
      return operation.bodySchema ? exampleOf(operation.bodySchema, '') : undefined;
  }
}

/** Headers a good request to this operation carries besides authorization. */
export function goodHeaders(world: FuzzWorld, operation: Operation): Headers {
  const names = new Set(operation.parameters.filter((p) => p.in === 'header').map((p) => p.name));
  const headers: Headers = {};
  if (names.has('x-cart-secret'))
    headers['x-cart-secret'] =
      operation.key === 'POST /order/orders' ? world.orderCart.secret : world.cart.secret;
  if (names.has('x-order-secret') && operation.access.kind === 'public')
    headers['x-order-secret'] = world.orderSecret;
  if (names.has('idempotency-key')) headers['idempotency-key'] = 'fuzz-idempotency-key';
  return headers;
}

/** Who calls the operation when the request is to be a good one. */
export function goodAuthorization(world: FuzzWorld, operation: Operation): Headers {
  if (operation.access.kind === 'public') return {};
  if (operation.access.kind === 'staff') return world.staffHeaders;
  if (!operation.access.permissions.length) return world.shopper.headers;
  return world.headersFor(operation.access.permissions);
}

const fieldExamples: Record<string, string> = {
  email: 'fuzz@example.nl',
  postcode: '3512 AD',
  housenumber: '12',
  country: 'NL',
  name: 'Fuzz',
  fullname: 'Fuzz Klant',
  reason: 'Te duur',
  outcome: 'completed',
};

/** A plausible value for a JSON Schema: every property filled, so that every field is fuzzed. */
export function exampleOf(schema: JsonSchema, name: string): unknown {
  if (schema.enum) return schema.enum[0];
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return exampleOf(variants[0]!, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value, key)]),
      );
    case 'array':
      return schema.items ? [exampleOf(schema.items, name)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      if (fieldExamples[name]) return fieldExamples[name];
      if (schema.format === 'email') return 'fuzz@example.nl';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date') return '2026-05-01';
      if (schema.pattern === '^\\d+$') return '1';
      return 'fuzz';
  }
}
