import type { StaffPermission } from '../domain/staff-permissions';

/**
 * Who may call which route: the one table the API enforces (ADR 0006). Every route the app
 * registers must be listed here, or the app refuses to start; `access-control` adds the checks.
 *
 * - `public`: anyone, anonymous included. Some prove something else in the handler: a cart by
 *   its secret (or an anonymous token issued for it), the hub by its subscriber JWT, the
 *   token and authorize endpoints by the OAuth2 grant.
 * - `signedIn`: a customer's access token (not an anonymous one).
 * - a permission (a string from /me): a signed-in customer holding it. A route listed under
 *   several permissions needs all of them.
 *
 * Which rows a customer may see (their own, their company's) is decided by the handlers and
 * repositories, which always filter by the caller; this table decides who gets that far.
 */
export const routeAccess = {
  public: [
    'GET /health',
    // For search engines, at the site's root (ADR 0031).
    'GET /robots.txt',
    'GET /sitemap.xml',
    'GET /docs',
    'GET /docs/',
    'GET /docs/static/*',
    'GET /docs/static/index.html',
    'GET /docs/static/swagger-initializer.js',
    'GET /docs/json',
    'GET /docs/yaml',
    // JSON-LD: the context documents and the Hydra API documentation (ADR 0042).
    'GET /contexts/:type',
    'GET /docs.jsonld',
    'GET /catalogue/categories',
    'GET /catalogue/products',
    'GET /catalogue/product-filters',
    'GET /catalogue/products/:slug',
    'GET /catalogue/wish-cards',
    'GET /catalogue/conflicting-product-groups',
    'POST /catalogue/combination-info',
    'GET /media/products/:file',
    'GET /media/wish-cards/:file',
    'GET /brands',
    'GET /geography/countries',
    'POST /postcode/suggestion',
    'GET /data/city-and-postcode',
    'POST /carts',
    'GET /carts/:uuid',
    'POST /carts/:uuid/lines',
    'POST /carts/:uuid/letters',
    'POST /carts/:uuid/photos',
    'PUT /carts/:uuid/lines/:lineId/design',
    'PATCH /carts/:uuid/lines/:lineId',
    'DELETE /carts/:uuid/lines/:lineId',
    'POST /giftcard/info',
    'GET /giftcard/storelocator',
    'POST /customers',
    'POST /customers/password-reset-mail',
    'POST /customers/password-reset',
    'POST /token',
    // RFC 7009: the client proves itself as at /token; the token is the only thing it can end.
    'POST /token/revoke',
    // RFC 8414 metadata: the same for everyone.
    'GET /.well-known/oauth-authorization-server',
    'GET /authorize',
    'POST /authorize',
    'GET /.well-known/mercure',
    // Placing proves the cart by its secret; reading a guest's order needs its secret, and a
    // customer's order its customer (checked in the handler). Payments: the provider's webhook
    // proves itself by its signature; the test provider's bank page by its unguessable reference.
    'POST /order/orders',
    'GET /order/orders/:uuid',
    'GET /order/delivery-dates',
    // Track and trace: the order number or delivery address is the proof; a narrow answer.
    'POST /order/search',
    'GET /payments/issuers',
    'POST /payments/webhook/test',
    'GET /payments/test-provider/:reference',
    'POST /payments/test-provider/:reference',
    // Development only (never registered in production): the mail outbox.
    'GET /dev/outbox',
    'GET /dev/outbox/latest',
  ],
  signedIn: [
    'GET /me',
    'POST /me/change-password',
    'GET /me/hub-token',
    'GET /order/orders',
    'POST /order/orders/copy-to-cart-order',
    'GET /order/order-collections',
    'GET /relation/addresses',
    'GET /relation/addresses/:uuid',
    'POST /relation/addresses',
    // Rows: the caller's own (a company's address needs addresses.manage, checked by the handler).
    'PUT /relation/addresses/:uuid',
    'DELETE /relation/addresses/:uuid',
    'POST /relation/addresses/:uuid/lock',
    'POST /relation/addresses/:uuid/unlock',
    // The caller's own account only.
    'GET /relation/customers/:uuid',
    'PUT /relation/customers/:uuid',
  ],
  'company.read': ['GET /relation/companies/:uuid', 'GET /relation/companies/:uuid/approval-rules'],
  'orders.approve': [
    'GET /order/approvals',
    'POST /order/orders/:uuid/approve',
    'POST /order/orders/:uuid/reject',
  ],
  'users.manage': [
    'GET /relation/companies/:uuid/users',
    'POST /relation/companies/:uuid/users',
    'GET /relation/companies/:uuid/roles',
    'PUT /relation/companies/:uuid/roles/:code',
    'PUT /relation/customers/:uuid/company-roles',
    'PUT /relation/customers/:uuid/company-user',
    'POST /relation/customers/:uuid/deactivate',
    'POST /relation/customers/:uuid/activate',
    'POST /relation/customers/:uuid/lock',
    'POST /relation/customers/:uuid/unlock',
  ],
  'company.update': [
    'PUT /relation/companies/:uuid/approval-rules',
    'PUT /relation/companies/:uuid',
    'POST /relation/companies/:uuid/lock',
    'POST /relation/companies/:uuid/unlock',
  ],
  // Rows: the caller's own company's reports and orders only.
  'reports.read': [
    'GET /report/company-report-customer-histories',
    'POST /report/company-report-customer-histories',
    'GET /report/company-report-customer-histories/:uuid/download',
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * The back office (ADR 0039): a staff member's token (client shop-backoffice) or the fulfilment
 * system's (client credentials, scope `fulfilment`), holding the permission. Staff permissions
 * are no customer's: a customer's or company user's token is refused here whatever it holds, and
 * a staff token is refused on every route above.
 */
export const staffRouteAccess = {
  'orders.read': ['GET /back-office/orders', 'GET /back-office/orders/:uuid'],
  'orders.fulfil': [
    'POST /back-office/orders/:uuid/transitions',
    'POST /back-office/orders/:uuid/track-and-trace',
  ],
  'orders.cancel': ['POST /back-office/orders/:uuid/cancel'],
} as const satisfies Record<StaffPermission, readonly string[]>;

/**
 * Answers that are the same whoever asks (ADR 0041): only these may be kept by a browser, a
 * proxy or a CDN. Every other route's answers, errors included, carry `Cache-Control: no-store`
 * (the access-control plugin adds it): anything that depends on who asks or on a secret they
 * prove (a token, a cart secret, a gift card's code, an order number). A new route is personal
 * until someone lists it here, and only public routes may be listed (checked at start-up).
 */
export const sameForEveryone: readonly string[] = [
  'GET /health',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /docs',
  'GET /docs/',
  'GET /docs/static/*',
  'GET /docs/static/index.html',
  'GET /docs/static/swagger-initializer.js',
  'GET /docs/json',
  'GET /docs/yaml',
  'GET /catalogue/categories',
  'GET /catalogue/products',
  'GET /catalogue/product-filters',
  'GET /catalogue/products/:slug',
  'GET /catalogue/wish-cards',
  'GET /catalogue/conflicting-product-groups',
  'POST /catalogue/combination-info',
  'GET /media/products/:file',
  'GET /media/wish-cards/:file',
  'GET /brands',
  'GET /geography/countries',
  'POST /postcode/suggestion',
  'GET /data/city-and-postcode',
  'GET /giftcard/storelocator',
  'GET /order/delivery-dates',
  'GET /payments/issuers',
  'GET /.well-known/oauth-authorization-server',
  // The JSON-LD context documents and the API documentation (ADR 0042).
  'GET /contexts/:type',
  'GET /docs.jsonld',
];

/** Whether `METHOD /url`'s answers depend on who asks (HEAD follows GET): never stored. */
export function isPersonal(method: string, url: string): boolean {
  return !sameForEveryone.includes(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn'; permissions: string[] }
  | { kind: 'staff'; permissions: string[] };

/** The access rule of `METHOD /url` (HEAD follows GET), or null when the table lacks it. */
export function accessOf(method: string, url: string): RouteAccess | null {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  if ((routeAccess.public as readonly string[]).includes(key)) return { kind: 'public' };
  const staff = Object.entries(staffRouteAccess)
    .filter(([, routes]) => (routes as readonly string[]).includes(key))
    .map(([permission]) => permission);
  if (staff.length > 0) return { kind: 'staff', permissions: staff };
  const permissions: string[] = [];
  let signedIn = false;
  for (const [rule, routes] of Object.entries(routeAccess)) {
    if (rule === 'public' || !(routes as readonly string[]).includes(key)) continue;
    signedIn = true;
    if (rule !== 'signedIn') permissions.push(rule);
  }
  return signedIn ? { kind: 'signedIn', permissions } : null;
}
