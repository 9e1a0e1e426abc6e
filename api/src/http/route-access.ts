import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CompanyPermission } from '../domain/company-roles';
import type { StaffPermission } from '../domain/staff-permissions';

/**
 * Who may call the routes of one folder of api/src/routes, declared in the `access.ts` beside
 * them (ADR 0006, ADR 0045). Every route the app registers must be declared, or the app refuses
 * to start; `access-control` adds the checks.
 *
 * - `public`: anyone, anonymous included. Some prove something else in the handler: a cart by
 *   its secret (or an anonymous token issued for it), the hub by its subscriber JWT, the
 *   token and authorize endpoints by the OAuth2 grant.
 * - `signedIn`: a customer's access token (not an anonymous one).
 * - `permissions`: a signed-in customer holding the permission (a string from /me). A route
 *   listed under several permissions needs all of them.
 * - `staff` (ADR 0039): a staff member's token (client shop-backoffice) or the fulfilment
 *   system's (client credentials, scope `fulfilment`), holding the permission. Staff
 *   permissions are no customer's: a customer's or company user's token is refused there
 *   whatever it holds, and a staff token is refused on every other route.
 * - `sameForEveryone` (ADR 0041): answers that are the same whoever asks, the only ones a
 *   browser, a proxy or a CDN may keep. Every other route's answers, errors included, carry
 *   `Cache-Control: no-store` (the access-control plugin adds it): anything that depends on
 *   who asks or on a secret they prove (a token, a cart secret, a gift card's code, an order
 *   number). A new route is personal until someone lists it here, and only public routes may
 *   be listed (checked at start-up).
 *
 * Which rows a customer may see (their own, their company's) is decided by the handlers and
 * repositories, which always filter by the caller; this decides who gets that far. Routes are
 * written in full (`METHOD /url`, as the app registers them) and must lie under their folder's
 * URL, so a declaration cannot drift from the routes it guards.
 */
export interface AccessDeclaration {
  public?: readonly string[];
  signedIn?: readonly string[];
  permissions?: Partial<Record<CompanyPermission, readonly string[]>>;
  staff?: Partial<Record<StaffPermission, readonly string[]>>;
  sameForEveryone?: readonly string[];
}

/** The URL path of a folder of api/src/routes: its path, `well-known` read as `.well-known`. */
export function urlPathOfFolder(folder: string): string {
  return folder === 'well-known' ? '.well-known' : folder;
}

/**
 * Routes that a plugin registers rather than a route folder: the OpenAPI document and its UI
 * (plugins/external/swagger.ts).
 */
const docsRoutes = [
  'GET /docs',
  'GET /docs/',
  'GET /docs/static/*',
  'GET /docs/static/index.html',
  'GET /docs/static/swagger-initializer.js',
  'GET /docs/json',
  'GET /docs/yaml',
];
const pluginRoutes: AccessDeclaration = { public: docsRoutes, sameForEveryone: docsRoutes };

const routesDir = fileURLToPath(new URL('../routes/', import.meta.url));

/**
 * Every folder's `access.ts`, read once when this module loads: the same files whether the API
 * runs from TypeScript (tsx) or compiled JavaScript.
 */
async function readDeclarations(): Promise<AccessDeclaration[]> {
  const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /(^|\/)access\.(ts|js)$/.test(file))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const folder = dirname(file) === '.' ? '' : `/${dirname(file)}`;
      const url = folder.split('/').map(urlPathOfFolder).join('/');
      const declaration = (await import(pathToFileURL(join(routesDir, file)).href))
        .default as AccessDeclaration;
      for (const route of routesOf(declaration)) {
        const path = route.split(' ')[1] ?? '';
        if (path !== url && !path.startsWith(`${url}/`))
          throw new Error(`api/src/routes/${file} declares ${route}, outside its folder ${url}`);
      }
      return declaration;
    }),
  );
}

function routesOf(declaration: AccessDeclaration): string[] {
  return [
    ...(declaration.public ?? []),
    ...(declaration.signedIn ?? []),
    ...Object.values(declaration.permissions ?? {}).flat(),
    ...Object.values(declaration.staff ?? {}).flat(),
    ...(declaration.sameForEveryone ?? []),
  ] as string[];
}

const declarations = [pluginRoutes, ...(await readDeclarations())];

function merged(pick: (declaration: AccessDeclaration) => object | undefined) {
  const table: Record<string, string[]> = {};
  for (const declaration of declarations)
    for (const [rule, routes] of Object.entries(pick(declaration) ?? {}))
      (table[rule] ??= []).push(...(routes as readonly string[]));
  return table;
}

/** Every route's access by rule: `public`, `signedIn` and the customer permissions. */
export const routeAccess: Record<string, readonly string[]> & {
  public: readonly string[];
  signedIn: readonly string[];
} = {
  public: declarations.flatMap((declaration) => declaration.public ?? []),
  signedIn: declarations.flatMap((declaration) => declaration.signedIn ?? []),
  ...merged((declaration) => declaration.permissions),
};

/** The back office's routes by staff permission (ADR 0039). */
export const staffRouteAccess: Partial<Record<StaffPermission, readonly string[]>> = merged(
  (declaration) => declaration.staff,
);

/** The routes whose answers are the same whoever asks (ADR 0041). */
export const sameForEveryone: readonly string[] = declarations.flatMap(
  (declaration) => declaration.sameForEveryone ?? [],
);

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
