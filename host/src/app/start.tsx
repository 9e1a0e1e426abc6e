import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  authRuntime,
  configureForbiddenPath,
  configureSignInPath,
  configureLogoutRedirect,
  configureSignInRedirect,
  createAuthorizationFlow,
  createAuthSession,
  createTokenClient,
  createTokenRevoker,
  provideAuthSession,
  type AuthUser,
} from '@shop/shared-auth';
import { configureHttp, currentCartSecret, http } from '@shop/shared-http';
import {
  currentLanguage,
  initShopI18n,
  localizedPath,
  provideWidgetRenderer,
  siteContextFor,
  splitLocale,
} from '@shop/shared-ui';
import { startRemotes } from '../federation/early-start';
import { RemoteSlot } from '../federation/remote-slot';
import '../i18n/host-texts';
import { provideAuthorizationFlow } from '../pages/authorize-callback-page';
import { App } from './app';
import { loadHostConfig } from './host-config';
import './theme.css';

const SESSION_START_WAIT_MS = 3000;
const CLIENT_ID = 'shop-web';

const currentLocale = () => currentLanguage();

/** Wires the page's shared runtimes, registers the remotes from remotes.json and renders. */
export async function startShell(rootElement: HTMLElement): Promise<void> {
  const { locale } = splitLocale(window.location.pathname);
  // The remotes were registered and the page's modules are loading since the entry ran
  // (federation/early-start.ts); the shell renders once they are registered.
  const [, hostConfig] = await Promise.all([
    startRemotes(),
    loadHostConfig(),
    initShopI18n(locale),
  ]);

  const session = createAuthSession({
    requestToken: createTokenClient({
      tokenUrl: '/api/token',
      clientId: CLIENT_ID,
      getSiteContext: () => siteContextFor(currentLocale()),
      getCartSecret: currentCartSecret,
    }),
    loadAccount: () => http().request<AuthUser>('/me'),
    runtime: authRuntime,
    revokeRefreshToken: createTokenRevoker({
      revokeUrl: '/api/token/revoke',
      clientId: CLIENT_ID,
    }),
  });
  provideAuthSession(session);
  const authorization = createAuthorizationFlow({
    authorizeUrl: '/authorize',
    clientId: CLIENT_ID,
    redirectUri: `${window.location.origin}/authorize/callback`,
    signInWithCode: (code, redirectUri, verifier) =>
      session.signInWithCode(code, redirectUri, verifier),
  });
  provideAuthorizationFlow(authorization);
  configureHttp({
    baseUrl: '/api',
    getLocale: currentLocale,
    getSiteContext: () => siteContextFor(currentLocale()),
    getAccessToken: () => session.accessToken(),
    refreshAccessToken: () => session.refresh(),
  });
  // A stored user token counts as a sign-in; one that no longer works signs the visitor out.
  // The shell waits for it briefly, so a signed-in shopper is not sent to sign in, but never
  // longer than SESSION_START_WAIT_MS: a slow API must not keep the page blank.
  await Promise.race([
    session.start().catch(() => session.logout()),
    new Promise((resolve) => setTimeout(resolve, SESSION_START_WAIT_MS)),
  ]);
  configureSignInPath((redirectPath) =>
    localizedPath(currentLocale(), `/inloggen?redirectPath=${encodeURIComponent(redirectPath)}`),
  );
  // Protected pages and sign-in links send the visitor to the site's authorize page and back
  // (spec section 2): to redirectPath, or else to the page they were on.
  configureSignInRedirect((redirectPath) => {
    void authorization.begin({ redirectPath, locale: currentLocale() });
  });
  // Signing out on such a page is a full load of the configured logout URL, or of '/' (spec
  // "Sign-in flow"; ADR 0024): no team keeps the signed-in shopper's data in memory.
  configureLogoutRedirect(() =>
    window.location.assign(hostConfig.logoutUrl ?? localizedPath(currentLocale(), '/')),
  );
  configureForbiddenPath(() => localizedPath(currentLocale(), '/403'));
  provideWidgetRenderer((module, props) => (
    <RemoteSlot module={module} props={props} variant="widget" />
  ));

  // A transition: the first render goes in slices, so the page answers a tap while it renders.
  const root = createRoot(rootElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
