import * as v from 'valibot';
import { exposedModules, remoteNames, type ExposedModuleId, type RemoteName } from '../modules';

/**
 * A remote's pages, as it publishes them (ADR 0036): which of its exposed modules renders which
 * path of the site, in every locale or in one, who may open it, and the old paths that forward.
 * The remote's build writes it into its mf-manifest.json; the host composes the site's routes
 * from the manifests it finds at run time, so a team adds or renames a page without a host
 * release.
 */

/** A path inside a locale prefix: static segments, `:param` segments and a trailing `/*`. */
const pathSchema = v.pipe(
  v.string(),
  v.regex(
    /^\/(?:(?:[a-z0-9-]+|:[a-zA-Z]+)(?:\/(?:[a-z0-9-]+|:[a-zA-Z]+))*)?(?:\/\*)?$/,
    'a path such as /cadeaukaart/*, /p/:slug or /',
  ),
);
const localeSchema = v.pipe(v.string(), v.regex(/^[a-z]{2}-[a-z]{2}$/, 'a locale such as fr-be'));
const moduleNameSchema = v.pipe(v.string(), v.regex(/^[A-Z][A-Za-z0-9]*$/, 'an exposed module'));

export const pageRouteSchema = v.strictObject({
  /** The path in every locale without a path of its own. */
  path: pathSchema,
  /** The exposed module that renders it, without the remote's name: 'GiftcardRoutes'. */
  module: moduleNameSchema,
  /** Per locale, a path of its own ('fr-be': '/carte-cadeau/*'); the default path forwards. */
  paths: v.optional(v.record(localeSchema, pathSchema)),
  /** Signed-in visitors only: anyone else is sent to sign in and back. */
  requireAuth: v.optional(v.boolean()),
  /** Every listed permission is needed (spec section 6); the 403 page otherwise. */
  permissions: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z_]+\.[a-z_]+$/)))),
  /** Personal: rendered in the browser only, never by the server (ADR 0033). */
  browserOnly: v.optional(v.boolean()),
});

export const redirectRouteSchema = v.strictObject({
  /** An old path; a trailing `/*` carries the rest of the path over to `to`'s `/*`. */
  from: pathSchema,
  to: pathSchema,
});

export const routeManifestSchema = v.strictObject({
  pages: v.array(pageRouteSchema),
  redirects: v.optional(v.array(redirectRouteSchema)),
});

export type PageRoute = v.InferOutput<typeof pageRouteSchema>;
export type RedirectRoute = v.InferOutput<typeof redirectRouteSchema>;
export type RouteManifest = v.InferOutput<typeof routeManifestSchema>;

/** A page of the composed site: `locale` set when the path is that locale's own. */
export interface SitePage {
  path: string;
  /**
   * 'giftcard/GiftcardRoutes': the remote and one of its exposed modules. Typed as the modules
   * this build's contracts list; a newer release may publish a page of a module they do not list
   * yet (a page takes no props, so it loads like the others).
   */
  module: ExposedModuleId;
  locale?: string;
  requireAuth: boolean;
  permissions: string[];
  browserOnly: boolean;
}

export interface SiteRedirect {
  from: string;
  to: string;
  locale?: string;
}

export interface SiteRoutes {
  pages: SitePage[];
  redirects: SiteRedirect[];
}

/**
 * The site's routes from the remotes' manifests, in the remotes' fixed order: a path two remotes
 * claim stays with the first (and `conflicts` names it). A page with an access rule is always
 * rendered in the browser only: the server knows no visitor.
 */
export function composeSiteRoutes(
  manifests: Partial<Record<RemoteName, RouteManifest>>,
): SiteRoutes & { conflicts: string[] } {
  const pages: SitePage[] = [];
  const redirects: SiteRedirect[] = [];
  const conflicts: string[] = [];
  const claimed = new Map<string, string>();
  const claim = (key: string, owner: string) => {
    const holder = claimed.get(key);
    if (holder && holder !== owner) {
      conflicts.push(`${key} is ${holder}'s: ${owner} left out`);
      return false;
    }
    claimed.set(key, owner);
    return true;
  };
  for (const remote of remoteNames) {
    const manifest = manifests[remote];
    if (!manifest) continue;
    for (const page of manifest.pages) {
      const module = `${remote}/${page.module}` as ExposedModuleId;
      const requireAuth = page.requireAuth ?? false;
      const permissions = page.permissions ?? [];
      const browserOnly = (page.browserOnly ?? false) || requireAuth || permissions.length > 0;
      const common = { module, requireAuth, permissions, browserOnly };
      if (claim(`* ${page.path}`, remote)) pages.push({ path: page.path, ...common });
      for (const [locale, path] of Object.entries(page.paths ?? {})) {
        if (!claim(`${locale} ${path}`, remote)) continue;
        pages.push({ path, locale, ...common });
        // Links written with the default path keep working in this locale.
        redirects.push({ from: page.path, to: path, locale });
      }
    }
    for (const redirect of manifest.redirects ?? []) {
      if (claim(`* ${redirect.from}`, remote)) redirects.push({ ...redirect });
    }
  }
  return { pages, redirects, conflicts };
}

/** Whether a route pattern matches a path: static segments, `:param`s and a trailing `/*`. */
export function matchesRoutePath(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  const rest = wanted.at(-1) === '*';
  const fixed = rest ? wanted.slice(0, -1) : wanted;
  if (rest ? given.length < fixed.length : given.length !== fixed.length) return false;
  return fixed.every((segment, index) => segment.startsWith(':') || segment === given[index]);
}

/** The page a path (inside the locale prefix) shows in a locale: its own path first. */
export function pageFor(routes: SiteRoutes, locale: string, path: string): SitePage | undefined {
  const inLocale = routes.pages.filter((page) => page.locale === locale);
  const everywhere = routes.pages.filter((page) => page.locale === undefined);
  const forwarded = new Set(
    routes.redirects.filter((r) => r.locale === locale).map((redirect) => redirect.from),
  );
  return (
    inLocale.find((page) => matchesRoutePath(page.path, path)) ??
    everywhere.find((page) => !forwarded.has(page.path) && matchesRoutePath(page.path, path))
  );
}

/** Where a path forwards to in a locale (the rest of a `/*` path carried over), or undefined. */
export function redirectFor(routes: SiteRoutes, locale: string, path: string): string | undefined {
  const redirect =
    routes.redirects.find((r) => r.locale === locale && matchesRoutePath(r.from, path)) ??
    routes.redirects.find((r) => r.locale === undefined && matchesRoutePath(r.from, path));
  if (!redirect) return undefined;
  if (!redirect.from.endsWith('/*') || !redirect.to.endsWith('/*')) {
    return redirect.to.replace(/\/\*$/, '') || '/';
  }
  const rest = path
    .split('/')
    .filter(Boolean)
    .slice(redirect.from.split('/').filter(Boolean).length - 1);
  return [redirect.to.slice(0, -2), ...rest].join('/') || '/';
}

/**
 * What is wrong with a remote's route manifest: not the schema, or a page rendered by a module
 * its contract does not list. The remote's tests expect none (ADR 0036).
 */
export function routeManifestProblems(remote: RemoteName, manifest: unknown): string[] {
  const parsed = v.safeParse(routeManifestSchema, manifest);
  if (!parsed.success) return [v.summarize(parsed.issues)];
  const offered: readonly string[] = exposedModules[remote];
  return parsed.output.pages
    .filter((page) => !offered.includes(page.module))
    .map((page) => `${page.path}: ${remote}/${page.module} is no exposed module of its contract`);
}
