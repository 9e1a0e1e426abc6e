import type { CompanyPermission } from '../../../src/domain/company-roles';
import type { StaffPermission } from '../../../src/domain/staff-permissions';

/**
 * Who may call each route, in the words of the authorization matrix (issue 8). Every route the
 * app registers is in exactly one class, or the matrix fails: a new route cannot land without
 * someone saying who may call it, and every class but `public` has cases that prove it.
 */
export const routeClasses = {
  /** Anyone: the catalogue, reference data, sign-in and registration, track and trace. */
  public: [
    'GET /health',
    'GET /health/ready',
    'GET /health/live',
    'GET /robots.txt',
    'GET /sitemap.xml',
    'GET /docs',
    'GET /docs/',
    'GET /docs/json',
    'GET /docs/yaml',
    'GET /contexts/:type',
    'GET /docs.jsonld',
    'GET /docs/static/*',
    'GET /docs/static/index.html',
    'GET /docs/static/swagger-initializer.js',
    'GET /catalogue/categories',
    'GET /catalogue/products',
    'GET /catalogue/products/:slug',
    'GET /catalogue/product-filters',
    'GET /catalogue/wish-cards',
    'GET /catalogue/conflicting-product-groups',
    'POST /catalogue/combination-info',
    'GET /media/products/:file',
    'GET /media/wish-cards/:file',
    'GET /brands',
    'GET /geography/countries',
    'POST /postcode/suggestion',
    'GET /data/city-and-postcode',
    'GET /order/delivery-dates',
    'POST /order/search',
    'GET /giftcard/storelocator',
    'POST /giftcard/info',
    'GET /payments/methods',
    'GET /payments/provider',
    // Mollie's webhook carries only a payment id, which the API asks Mollie about (ADR 0052).
    'POST /payments/webhook/mollie',
    'POST /carts',
    'POST /customers',
    'POST /customers/password-reset-mail',
    'POST /customers/password-reset',
    'POST /token',
    'POST /token/revoke',
    'GET /.well-known/oauth-authorization-server',
    'GET /authorize',
    'POST /authorize',
  ],
  /** The cart's own secret (or an anonymous token issued for it); any other cart's is refused. */
  'cart-secret': [
    'GET /carts/:uuid',
    'POST /carts/:uuid/lines',
    'POST /carts/:uuid/letters',
    'POST /carts/:uuid/photos',
    'PUT /carts/:uuid/lines/:lineId/design',
    'PATCH /carts/:uuid/lines/:lineId',
    'DELETE /carts/:uuid/lines/:lineId',
    'POST /order/orders',
  ],
  /** Its placer (or, with orders.read, their company), or the secret a guest was given. */
  'order-secret-or-owner': ['GET /order/orders/:uuid'],
  /** Only the secret a guest was given: a customer has GET /me/hub-token for their orders. */
  'order-secret': ['POST /order/orders/:uuid/hub-token'],
  /** Any signed-in customer, who reads and changes only their own. */
  'signed-in': [
    'GET /me',
    'POST /me/change-password',
    'GET /me/hub-token',
    'GET /order/orders',
    'GET /order/order-collections',
    'GET /relation/addresses',
    'POST /relation/addresses',
  ],
  /** One thing a customer owns, named in the URL or body: someone else's is a 404. */
  owner: [
    'GET /relation/customers/:uuid',
    'PUT /relation/customers/:uuid',
    'GET /relation/addresses/:uuid',
    'PUT /relation/addresses/:uuid',
    'DELETE /relation/addresses/:uuid',
    'POST /relation/addresses/:uuid/lock',
    'POST /relation/addresses/:uuid/unlock',
    'POST /order/orders/copy-to-cart-order',
  ],
  /** A subscriber token from GET /me/hub-token that covers every topic asked for. */
  'hub-subscriber': ['GET /.well-known/mercure'],
  'permission:company.read': [
    'GET /relation/companies/:uuid',
    'GET /relation/companies/:uuid/approval-rules',
  ],
  'permission:company.update': [
    'PUT /relation/companies/:uuid',
    'PUT /relation/companies/:uuid/approval-rules',
    'POST /relation/companies/:uuid/lock',
    'POST /relation/companies/:uuid/unlock',
  ],
  'permission:users.manage': [
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
  'permission:orders.approve': [
    'GET /order/approvals',
    'POST /order/orders/:uuid/approve',
    'POST /order/orders/:uuid/reject',
  ],
  'permission:reports.read': [
    'GET /report/company-report-customer-histories',
    'POST /report/company-report-customer-histories',
    'GET /report/company-report-customer-histories/:uuid/download',
  ],
  /**
   * The back office (ADR 0039): a staff member holding the permission, or the fulfilment
   * system within its scope; never a customer or company user, whatever they hold.
   */
  'staff:orders.read': ['GET /back-office/orders', 'GET /back-office/orders/:uuid'],
  'staff:orders.fulfil': [
    'POST /back-office/orders/:uuid/transitions',
    'POST /back-office/orders/:uuid/track-and-trace',
  ],
  'staff:orders.cancel': ['POST /back-office/orders/:uuid/cancel'],
  /** Never registered with NODE_ENV=production. */
  'dev-only': ['GET /dev/outbox', 'GET /dev/outbox/latest'],
} as const satisfies Record<string, readonly string[]> &
  Partial<Record<`permission:${CompanyPermission}`, readonly string[]>> &
  Partial<Record<`staff:${StaffPermission}`, readonly string[]>>;

export type RouteClass = keyof typeof routeClasses;

/** Every classified route with its class. */
export const classifiedRoutes = Object.entries(routeClasses).flatMap(([routeClass, routes]) =>
  routes.map((route) => ({ route: route as string, routeClass: routeClass as RouteClass })),
);
