import { randomBytes } from 'node:crypto';
import { jpeg, multipartBody, pdf } from '../../helpers/cart';
import { DEMO_COMPANY } from '../../helpers/oauth';
import { attemptBuilders, type MatrixCase } from './matrix-attempts';
import { address, type Fixtures } from './matrix-fixtures';

export type { Attempt, MatrixCase } from './matrix-attempts';

/**
 * One case per route outside `public`, each calling with everyone who must be refused and then
 * with the rightful caller. Cases run in order: those that change something come after those
 * that read it, and 'customise business rights' (which recomputes every user's permissions
 * from their roles) comes last.
 */
export async function matrixCases(f: Fixtures): Promise<MatrixCase[]> {
  const { anonymousToken, otherCustomer, otherCompany, account, ownOnly, cart } =
    await attemptBuilders(f);
  const demo = await f.bearer('demo@bloemenzo.nl');
  const beheer = await f.bearer('beheer@bedrijf.nl');
  const kijker = await f.bearer('kijker@bedrijf.nl');
  const inkoop = await f.bearer('inkoop@bedrijf.nl');
  const goedkeuring = await f.bearer('goedkeuring@bedrijf.nl');

  const letter = multipartBody({ name: 'brief.pdf', type: 'application/pdf', content: pdf });
  const photo = multipartBody({ name: 'foto.jpg', type: 'image/jpeg', content: jpeg });
  const company = { uuid: DEMO_COMPANY };
  const user = { uuid: f.temporaryUser };
  const companyFields = {
    name: f.company.name,
    ...(f.company.chamber_of_commerce_number
      ? { chamber_of_commerce_number: f.company.chamber_of_commerce_number }
      : {}),
    ...(f.company.vat_number ? { vat_number: f.company.vat_number } : {}),
  };

  return [
    // cart-secret
    cart('GET /carts/:uuid', {}),
    cart('POST /carts/:uuid/lines', {}, { variationId: f.variationId, quantity: 1 }),
    { ...cart('POST /carts/:uuid/letters', {}, letter.body), contentType: letter.contentType },
    { ...cart('POST /carts/:uuid/photos', {}, photo.body), contentType: photo.contentType },
    cart('PATCH /carts/:uuid/lines/:lineId', { lineId: f.firstLine }, { quantity: 3 }),
    cart('PUT /carts/:uuid/lines/:lineId/design', { lineId: f.secondLine }, { lines: ['Opa'] }),
    cart('DELETE /carts/:uuid/lines/:lineId', { lineId: f.secondLine }, undefined, {
      byToken: false,
    }),
    {
      route: 'POST /order/orders',
      payload: {
        cart: f.cartToPlace.uuid,
        email: 'gast@example.nl',
        deliveryDate: f.deliveryDate,
        deliveryAddress: address,
        payment: { method: 'ideal', issuer: 'ideal_INGBNL2A' },
      },
      attempts: [
        { as: 'no secret', headers: {}, refused: [404] },
        {
          as: 'another cart’s secret',
          headers: { 'x-cart-secret': f.otherCart.secret },
          refused: [404],
        },
        {
          as: 'another cart’s token',
          headers: { authorization: `Bearer ${f.otherCartToken}` },
          refused: [404],
        },
        { as: 'a signed-in customer without the secret', headers: otherCustomer, refused: [404] },
        { as: 'the cart’s secret', headers: { 'x-cart-secret': f.cartToPlace.secret } },
      ],
    },

    // order-secret-or-owner: a guest's order by its secret, a company order by its placer
    {
      route: 'GET /order/orders/:uuid',
      params: { uuid: f.guestOrder.uuid },
      marker: 'Gastontvanger',
      attempts: [
        { as: 'anonymous', headers: {}, refused: [404] },
        { as: 'an anonymous token', headers: anonymousToken.headers, refused: [404] },
        {
          as: 'another order’s secret',
          headers: { 'x-order-secret': f.otherGuestOrder.secret },
          refused: [404],
        },
        { as: 'another customer', headers: otherCustomer, refused: [404] },
        { as: 'another company’s administrator', headers: otherCompany, refused: [404] },
        { as: 'the guest, with its secret', headers: { 'x-order-secret': f.guestOrder.secret } },
      ],
    },
    {
      route: 'GET /order/orders/:uuid',
      params: { uuid: f.toApprove },
      marker: 'Geheim',
      attempts: [
        { as: 'anonymous', headers: {}, refused: [404] },
        { as: 'an anonymous token', headers: anonymousToken.headers, refused: [404] },
        {
          as: 'another order’s secret',
          headers: { 'x-order-secret': f.guestOrder.secret },
          refused: [404],
        },
        { as: 'another customer', headers: otherCustomer, refused: [404] },
        { as: 'another company’s administrator', headers: otherCompany, refused: [404] },
        {
          as: 'a colleague without orders.read',
          headers: await f.bearer(f.lacking('orders.read')),
          refused: [404],
        },
        { as: 'a colleague with orders.read', headers: kijker },
        { as: 'its placer', headers: inkoop },
      ],
    },

    // order-secret: a guest's hub token for their order, by its secret alone
    {
      route: 'POST /order/orders/:uuid/hub-token',
      params: { uuid: f.guestOrder.uuid },
      marker: '"@type":"HubToken"',
      attempts: [
        { as: 'anonymous', headers: {}, refused: [404] },
        { as: 'an anonymous token', headers: anonymousToken.headers, refused: [404] },
        {
          as: 'another order’s secret',
          headers: { 'x-order-secret': f.otherGuestOrder.secret },
          refused: [404],
        },
        { as: 'another customer', headers: otherCustomer, refused: [404] },
        { as: 'the guest, with its secret', headers: { 'x-order-secret': f.guestOrder.secret } },
      ],
    },

    // signed-in: each to their own
    ownOnly('GET /me', demo, 'demo@bloemenzo.nl'),
    ownOnly('GET /me/hub-token', kijker, `/relation/companies/${DEMO_COMPANY}`),
    ownOnly('GET /order/orders', demo, f.demoOrder),
    ownOnly('GET /order/order-collections', demo, f.demoOrder),
    ownOnly('GET /relation/addresses', demo, f.demoAddress),
    ownOnly('POST /relation/addresses', demo, undefined, address),
    ownOnly('POST /me/change-password', await f.bearer(f.passwordChanger), undefined, {
      oldPassword: 'Bloem3n!',
      newPassword: 'Nieuw123!x',
    }),

    // owner: someone else's account, address or order is not there
    await account('GET /relation/customers/:uuid', {
      rightful: demo,
      params: { uuid: f.demo.uuid },
      marker: 'demo@bloemenzo.nl',
      extra: [{ as: 'a company administrator', headers: beheer, refused: [404] }],
    }),
    await account('PUT /relation/customers/:uuid', {
      rightful: demo,
      params: { uuid: f.demo.uuid },
      payload: {
        fullname: f.demo.account.fullname,
        birthdate: f.demo.account.birthdate,
        preferred_language: f.demo.account.preferred_language ?? 'nl-nl',
      },
    }),
    await account('GET /relation/addresses/:uuid', {
      rightful: demo,
      params: { uuid: f.demoAddress },
      marker: f.demoAddress,
    }),
    await account('PUT /relation/addresses/:uuid', {
      rightful: demo,
      params: { uuid: f.demoAddress },
      payload: { ...address, city: 'Amersfoort', postcode: '3811 AA' },
    }),
    await account('POST /relation/addresses/:uuid/lock', {
      rightful: demo,
      params: { uuid: f.demoAddress },
    }),
    await account('POST /relation/addresses/:uuid/unlock', {
      rightful: demo,
      params: { uuid: f.demoAddress },
    }),
    await account('DELETE /relation/addresses/:uuid', {
      rightful: demo,
      params: { uuid: f.doomedAddress },
    }),
    // A company address: visible to a buyer, changed only with addresses.manage.
    await account('PUT /relation/addresses/:uuid', {
      rightful: beheer,
      params: { uuid: f.companyAddress },
      payload: { ...address, city: 'Zeist', postcode: '3701 AA' },
      extra: [
        {
          as: 'a colleague with every permission but addresses.manage',
          headers: await f.bearer(f.lacking('addresses.manage')),
          refused: [403],
        },
      ],
    }),
    await account('POST /order/orders/copy-to-cart-order', {
      rightful: { ...demo, 'x-cart-secret': f.repeatCart.secret },
      payload: { uuid: f.demoOrder, cart: f.repeatCart.uuid },
      extra: [
        { as: 'its placer without the cart’s secret', headers: demo, refused: [404] },
        {
          as: 'its placer with another cart’s secret',
          headers: { ...demo, 'x-cart-secret': f.otherCart.secret },
          refused: [404],
        },
      ],
    }).then((entry) => ({
      ...entry,
      // Strangers bring the very cart and its secret: only the order is not theirs.
      attempts: entry.attempts.map((attempt) =>
        attempt.refused && attempt.headers.authorization && !attempt.as.startsWith('its placer')
          ? { ...attempt, headers: { ...attempt.headers, 'x-cart-secret': f.repeatCart.secret } }
          : attempt,
      ),
    })),

    // permission:company.read
    await account('GET /relation/companies/:uuid', {
      rightful: kijker,
      permission: 'company.read',
      params: company,
      marker: 'De Tulp',
    }),
    await account('GET /relation/companies/:uuid/approval-rules', {
      rightful: kijker,
      permission: 'company.read',
      params: company,
      marker: '25000',
    }),
    // permission:company.update
    await account('PUT /relation/companies/:uuid', {
      rightful: beheer,
      permission: 'company.update',
      params: company,
      payload: companyFields,
    }),
    await account('PUT /relation/companies/:uuid/approval-rules', {
      rightful: beheer,
      permission: 'company.update',
      params: company,
      payload: { thresholdCents: 25_000, roles: [] },
    }),
    await account('POST /relation/companies/:uuid/lock', {
      rightful: beheer,
      permission: 'company.update',
      params: company,
    }),
    await account('POST /relation/companies/:uuid/unlock', {
      rightful: beheer,
      permission: 'company.update',
      params: company,
    }),
    // permission:users.manage
    await account('GET /relation/companies/:uuid/users', {
      rightful: beheer,
      permission: 'users.manage',
      params: company,
      marker: 'inkoop@bedrijf.nl',
    }),
    await account('POST /relation/companies/:uuid/users', {
      rightful: beheer,
      permission: 'users.manage',
      params: company,
      payload: {
        email: `nieuw-${randomBytes(4).toString('hex')}@bedrijf.nl`,
        fullname: 'Nieuw',
        companyRoles: ['viewer'],
      },
    }),
    await account('GET /relation/companies/:uuid/roles', {
      rightful: beheer,
      permission: 'users.manage',
      params: company,
      marker: 'orders.approve',
    }),
    await account('PUT /relation/customers/:uuid/company-roles', {
      rightful: beheer,
      permission: 'users.manage',
      params: user,
      payload: { companyRoles: ['viewer'] },
    }),
    await account('PUT /relation/customers/:uuid/company-user', {
      rightful: beheer,
      permission: 'users.manage',
      params: user,
      payload: { fullname: 'Tijdelijk Bedrijf' },
    }),
    await account('POST /relation/customers/:uuid/lock', {
      rightful: beheer,
      permission: 'users.manage',
      params: user,
    }),
    await account('POST /relation/customers/:uuid/unlock', {
      rightful: beheer,
      permission: 'users.manage',
      params: user,
    }),
    await account('POST /relation/customers/:uuid/deactivate', {
      rightful: beheer,
      permission: 'users.manage',
      params: user,
    }),
    await account('POST /relation/customers/:uuid/activate', {
      rightful: beheer,
      permission: 'users.manage',
      params: user,
    }),
    // permission:orders.approve
    await account('GET /order/approvals', {
      rightful: goedkeuring,
      permission: 'orders.approve',
      marker: 'Geheim',
      listsOwn: true,
    }),
    await account('POST /order/orders/:uuid/approve', {
      rightful: goedkeuring,
      permission: 'orders.approve',
      params: { uuid: f.toApprove },
    }),
    await account('POST /order/orders/:uuid/reject', {
      rightful: goedkeuring,
      permission: 'orders.approve',
      params: { uuid: f.toReject },
      payload: { reason: 'Te duur' },
    }),
    // permission:reports.read
    await account('GET /report/company-report-customer-histories', {
      rightful: kijker,
      permission: 'reports.read',
      marker: 'Geheim rapport',
      listsOwn: true,
    }),
    await account('POST /report/company-report-customer-histories', {
      rightful: kijker,
      permission: 'reports.read',
      payload: { name: 'Nog een rapport', from: '2026-01-01', till: f.today },
      listsOwn: true,
    }),
    await account('GET /report/company-report-customer-histories/:uuid/download', {
      rightful: kijker,
      permission: 'reports.read',
      params: { uuid: f.report },
    }),

    // Last: changing a role's rights recomputes every user's permissions from their roles.
    await account('PUT /relation/companies/:uuid/roles/:code', {
      rightful: beheer,
      permission: 'users.manage',
      params: { ...company, code: 'viewer' },
      payload: { permissions: f.viewerPermissions },
    }),
  ];
}
