import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { companyPermissions } from '../../../src/domain/company-roles';
import { cartClient, type CartRef } from '../../helpers/cart';
import { cardPayment } from '../../helpers/order-input';
import {
  createCustomer,
  DEMO_COMPANY,
  nextAddress,
  requestToken,
  signIn,
} from '../../helpers/oauth';

export const address = {
  firstname: 'Geheim',
  lastname: 'Ontvanger',
  street: 'Neude',
  housenumber: '1',
  postcode: '3512 AD',
  city: 'Utrecht',
  country: 'NL',
};

/**
 * The people and things the matrix calls on: the demo company and its users, a second company,
 * a private customer with an address book and orders, guests with carts and orders, all made
 * through the API as a shopper would make them.
 */
export async function prepareFixtures(app: FastifyInstance) {
  const carts = cartClient(() => app);
  const bearers = new Map<string, string>();
  /** `authorization` for a user, signing in once (sign-ins are limited per account). */
  const bearer = async (email: string, password = 'Bloem3n!') => {
    if (!bearers.has(email))
      bearers.set(email, `Bearer ${(await signIn(app, email, password)).access_token}`);
    return { authorization: bearers.get(email)! };
  };
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => {
    const response = await app.inject({
      method,
      url,
      headers,
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.body}`);
    return response.json();
  };
  const deliveryDate = (await call('GET', '/order/delivery-dates?country=NL', {}))[
    'hydra:member'
  ][0].date as string;
  const filledCart = async (quantity = 1): Promise<CartRef> => {
    const cart = await carts.newCart();
    const variation = await carts.variation('zonnig-boeket');
    const added = await carts.addLine(cart, { variationId: variation.id, quantity });
    assert.equal(added.statusCode, 200, added.body);
    return cart;
  };
  const placeOrder = async (
    cart: CartRef,
    headers: Record<string, string>,
    overrides: Record<string, unknown> = {},
  ) =>
    (await call(
      'POST',
      '/order/orders',
      { 'x-cart-secret': cart.secret, ...headers },
      {
        cart: cart.uuid,
        email: 'gast@example.nl',
        deliveryDate,
        deliveryAddress: address,
        payment: await cardPayment(),
        ...overrides,
      },
    )) as { uuid: string; secret: string; payment_redirect_url: string | null };

  // Another private customer, and another company (its administrator holds every permission).
  const otherCustomer = await createCustomer(app);
  const passwordChanger = await createCustomer(app);
  const otherCompanyEmail = `baas-${randomBytes(4).toString('hex')}@elders.nl`;
  await call(
    'POST',
    '/customers',
    {},
    {
      email: otherCompanyEmail,
      password: 'Bloem3n!',
      fullname: 'Elders Baas',
      customerType: 'business',
      companyName: 'Elders BV',
    },
  );
  // A user of the demo company for each permission, holding every permission but that one.
  const lacking = new Map<string, string>();
  for (const permission of companyPermissions) {
    const user = await createCustomer(app, {
      companyUuid: DEMO_COMPANY,
      permissions: companyPermissions.filter((held) => held !== permission),
    });
    lacking.set(permission, user.email);
  }

  const demo = await bearer('demo@bloemenzo.nl');
  const demoMe = await call('GET', '/me', demo);
  const demoAccount = await call('GET', `/relation/customers/${demoMe.uuid}`, demo);
  const demoAddress = await call('POST', '/relation/addresses', demo, address);
  const doomedAddress = await call('POST', '/relation/addresses', demo, address);
  const beheer = await bearer('beheer@bedrijf.nl');
  const companyAddress = await call('POST', '/relation/addresses', beheer, {
    ...address,
    forCompany: true,
  });
  const company = await call('GET', `/relation/companies/${DEMO_COMPANY}`, beheer);
  const roles = await call('GET', `/relation/companies/${DEMO_COMPANY}/roles`, beheer);
  const viewerPermissions = (roles.roles as { code: string; permissions: string[] }[]).find(
    (role) => role.code === 'viewer',
  )!.permissions;
  const temporaryUser = await call('POST', `/relation/companies/${DEMO_COMPANY}/users`, beheer, {
    email: `tijdelijk-${randomBytes(4).toString('hex')}@bedrijf.nl`,
    fullname: 'Tijdelijk',
    companyRoles: ['viewer'],
  });
  const report = await call(
    'POST',
    '/report/company-report-customer-histories',
    await bearer('kijker@bedrijf.nl'),
    { name: 'Geheim rapport', from: '2026-01-01', till: new Date().toISOString().slice(0, 10) },
  );

  // Carts: one to work on, one of someone else, one to place, one to repeat an order into.
  const cart = await filledCart();
  const variation = await carts.variation('rode-rozen');
  // Personalized, so its design can be changed (ADR 0028).
  const second = await carts.addLine(cart, {
    variationId: variation.id,
    quantity: 1,
    personalization: true,
    design: { lines: ['Anna'] },
  });
  const [firstLine, secondLine] = second.json().lines as { id: string }[];
  const otherCart = await filledCart();
  const cartToPlace = await filledCart();
  const repeatCart = await carts.newCart();
  const cartToken = (
    await requestToken(
      app,
      { grant_type: 'client_credentials' },
      {
        headers: { 'x-cart-secret': cart.secret },
      },
    )
  ).json().access_token as string;
  const otherCartToken = (
    await requestToken(
      app,
      { grant_type: 'client_credentials' },
      {
        headers: { 'x-cart-secret': otherCart.secret },
      },
    )
  ).json().access_token as string;
  const anonymousToken = (await requestToken(app, { grant_type: 'client_credentials' })).json()
    .access_token as string;

  // Orders: two guests paying by iDEAL (still at the bank), the demo customer's,
  // and two of the company's buyer above its approval rule.
  const ideal = { payment: { method: 'ideal', issuer: 'ideal_INGBNL2A' } };
  const guestOrder = await placeOrder(
    await filledCart(),
    {},
    {
      ...ideal,
      deliveryAddress: { ...address, lastname: 'Gastontvanger' },
    },
  );
  const otherGuestOrder = await placeOrder(await filledCart(), {}, ideal);
  const demoOrder = await placeOrder(await filledCart(), demo, { email: 'demo@bloemenzo.nl' });
  const buyer = await bearer('inkoop@bedrijf.nl');
  const onAccount = { email: 'inkoop@bedrijf.nl', payment: { method: 'invoice' } };
  const toApprove = await placeOrder(await filledCart(12), buyer, onAccount);
  const toReject = await placeOrder(await filledCart(12), buyer, onAccount);

  return {
    bearer,
    anonymousToken,
    otherCustomer: otherCustomer.email,
    otherCompany: otherCompanyEmail,
    passwordChanger: passwordChanger.email,
    /** A same-company user holding every permission but this one. */
    lacking: (permission: string) => lacking.get(permission)!,
    demo: { uuid: demoMe.uuid as string, account: demoAccount },
    demoAddress: demoAddress.uuid as string,
    doomedAddress: doomedAddress.uuid as string,
    companyAddress: companyAddress.uuid as string,
    company,
    viewerPermissions,
    temporaryUser: temporaryUser.uuid as string,
    report: report.uuid as string,
    cart,
    firstLine: firstLine!.id,
    secondLine: secondLine!.id,
    otherCart,
    cartToPlace,
    repeatCart,
    cartToken,
    otherCartToken,
    deliveryDate,
    today: new Date().toISOString().slice(0, 10),
    variationId: (await carts.variation('zonnig-boeket')).id,
    guestOrder,
    otherGuestOrder,
    demoOrder: demoOrder.uuid,
    toApprove: toApprove.uuid,
    toReject: toReject.uuid,
  };
}

export type Fixtures = Awaited<ReturnType<typeof prepareFixtures>>;
