import { lazy, Suspense, type ReactNode } from 'react';
import {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useParams,
} from '@shop/shared-ui/router';
import {
  defaultLocale,
  localizedPath,
  locales,
  Skeleton,
  useHydrated,
  withTexts,
  type Locale,
} from '@shop/shared-ui';
import { RequireAuth, RequirePermissions } from '@shop/shared-auth';
import { localePrefix } from '@shop/contracts/messages';
import {
  redirectFor,
  shellPaths,
  type ShellPath,
  type SitePage,
  type SiteRoutes,
} from '@shop/contracts/routes';
import { siteRoutes } from '../federation/route-modules';
import { RemoteSlot } from '../federation/remote-slot';
import { Shell } from '../layout/shell';
import { NotFoundPage } from '../pages/not-found-page';
import { ForbiddenPage } from '../pages/forbidden-page';

// The account pages load the account screens (@shop/shared-auth/screens) only when shown, with
// their texts in the page's locale.
const SignInPage = lazy(
  withTexts(() => import('../pages/sign-in-page').then((page) => ({ default: page.SignInPage }))),
);
const RegisterPage = lazy(
  withTexts(() =>
    import('../pages/register-page').then((page) => ({ default: page.RegisterPage })),
  ),
);
const ForgotPasswordPage = lazy(
  withTexts(() =>
    import('../pages/forgot-password-page').then((page) => ({ default: page.ForgotPasswordPage })),
  ),
);
const ResetPasswordPage = lazy(
  withTexts(() =>
    import('../pages/reset-password-page').then((page) => ({ default: page.ResetPasswordPage })),
  ),
);
const page = (element: ReactNode) => (
  <Suspense fallback={<Skeleton lines={6} />}>{element}</Suspense>
);
import { AuthorizeCallbackPage } from '../pages/authorize-callback-page';

/** The shell's own pages, beside the remotes': what is in neither is not found. */
const shellPages: Record<ShellPath, ReactNode> = {
  [shellPaths.signIn]: page(<SignInPage />),
  [shellPaths.register]: page(<RegisterPage />),
  [shellPaths.forgotPassword]: page(<ForgotPasswordPage />),
  [shellPaths.resetPassword]: page(<ResetPasswordPage />),
  [shellPaths.authorizeCallback]: <AuthorizeCallbackPage />,
  [shellPaths.forbidden]: <ForbiddenPage />,
};

/**
 * A page's access rules, applied once the page is the browser's: the server knows no visitor,
 * and such a page is rendered in the browser only (ADR 0036), so its slot is a placeholder in
 * the server's page and while it hydrates either way.
 */
function Guarded({ page, children }: { page: SitePage; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return children;
  let element = children;
  if (page.permissions.length > 0) {
    element = <RequirePermissions permissions={page.permissions}>{element}</RequirePermissions>;
  }
  return page.requireAuth ? <RequireAuth>{element}</RequireAuth> : element;
}

/** An old path of a remote's, or a default path in a locale with a path of its own. */
function Forward({ locale, routes }: { locale: Locale; routes: SiteRoutes }) {
  const { pathname, search, hash } = useLocation();
  const prefix = localePrefix(locale);
  const to = redirectFor(routes, locale, pathname.slice(prefix.length) || '/') ?? '/';
  return <Navigate to={`${localizedPath(locale, to)}${search}${hash}`} replace />;
}

/** The remotes' pages (ADR 0036) and the shell's own, in one locale. */
function siteRoutesIn(locale: Locale, routes: SiteRoutes) {
  const prefix = localePrefix(locale);
  const redirects = routes.redirects.filter((r) => r.locale === undefined || r.locale === locale);
  const forwarded = new Set(redirects.filter((r) => r.locale === locale).map((r) => r.from));
  const pages = routes.pages.filter((page) =>
    page.locale === undefined ? !forwarded.has(page.path) : page.locale === locale,
  );
  return (
    <Route key={locale} path={prefix || '/'} element={<Shell locale={locale} />}>
      {pages.map((page) => {
        const element = (
          <Guarded page={page}>
            <RemoteSlot module={page.module} />
          </Guarded>
        );
        return page.path === '/' ? (
          <Route key="index" index element={element} />
        ) : (
          <Route key={page.path} path={page.path.slice(1)} element={element} />
        );
      })}
      {redirects.map((redirect) => (
        <Route
          key={`${redirect.locale ?? '*'} ${redirect.from}`}
          path={redirect.from.slice(1)}
          element={<Forward locale={locale} routes={routes} />}
        />
      ))}
      {Object.entries(shellPages).map(([path, element]) => (
        <Route key={path} path={path.slice(1)} element={element} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  );
}

function DefaultLocaleRedirect() {
  const { '*': rest = '' } = useParams();
  return <Navigate to={`/${rest}`} replace />;
}

/**
 * The site's routes, inside the browser's router or the server's: the ones the site runs with,
 * or on the server the ones of the shopper's releases (a canary's pages, ADR 0037).
 */
export function AppRoutes({ routes = siteRoutes() }: { routes?: SiteRoutes }) {
  return (
    <Routes>
      {locales.map((locale) => siteRoutesIn(locale, routes))}
      {/* nl-nl has no prefix: /nl-nl/... goes to the same page without it. */}
      <Route path={`/${defaultLocale}/*`} element={<DefaultLocaleRedirect />} />
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
