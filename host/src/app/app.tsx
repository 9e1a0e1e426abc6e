import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useParams } from '@shop/shared-ui/router';
import { defaultLocale, locales, Skeleton, withTexts, type Locale } from '@shop/shared-ui';
import { areaRoutes } from '../federation/route-modules';
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

/** Old account URLs keep working: /account-nieuw/x shows the same screens. */
function siteRoutes(locale: Locale) {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return (
    <Route key={locale} path={prefix || '/'} element={<Shell locale={locale} />}>
      {areaRoutes.map((route) =>
        route.path === '/' ? (
          <Route key="index" index element={<RemoteSlot module={route.module} />} />
        ) : (
          <Route
            key={route.path}
            path={route.path.slice(1)}
            element={<RemoteSlot module={route.module} />}
          />
        ),
      )}
      <Route path="inloggen" element={page(<SignInPage />)} />
      <Route path="registreren" element={page(<RegisterPage />)} />
      <Route path="wachtwoord-vergeten" element={page(<ForgotPasswordPage />)} />
      <Route path="wachtwoord-herstellen" element={page(<ResetPasswordPage />)} />
      <Route path="authorize/callback" element={<AuthorizeCallbackPage />} />
      <Route path="403" element={<ForbiddenPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  );
}

function DefaultLocaleRedirect() {
  const { '*': rest = '' } = useParams();
  return <Navigate to={`/${rest}`} replace />;
}

/** The site's routes, inside the browser's router or the server's. */
export function AppRoutes() {
  return (
    <Routes>
      {locales.map(siteRoutes)}
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
