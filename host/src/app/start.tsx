import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
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
  PageDataProvider,
  readPageData,
  siteContextFor,
  splitLocale,
  vatModeAtom,
} from '@shop/shared-ui';
import { routesAsServer, startRemotes } from '../federation/early-start';
import { provideRemoteWidgets } from '../federation/widget-renderer';
import { loadRemoteModule } from '../federation/remote-modules';
import { rendersSameReleases } from '../federation/remote-choice';
import {
  RENDERED_MODULES_KEY,
  RENDERED_REMOTES_KEY,
  RENDERED_VAT_MODE_KEY,
  RenderedModulesProvider,
  whenSlotsHydrated,
} from '../federation/rendered-modules';
import '../i18n/host-texts';
import { provideAuthorizationFlow } from '../pages/authorize-callback-page';
import { App } from './app';
import { keepEarlyInput } from './early-input';
import { loadHostConfig } from './host-config';
import { startPhase, yieldToMain } from './phases';
import type { ExposedModuleId } from '@shop/contracts/modules';
import { shellPaths } from '@shop/contracts/routes';

const SESSION_START_WAIT_MS = 3000;
const CLIENT_ID = 'shop-web';

const currentLocale = () => currentLanguage();

/** Wires the page's shared runtimes, registers the remotes from remotes.json and renders. */
export async function startShell(rootElement: HTMLElement): Promise<void> {
  // The shell's modules have just been evaluated, in a task of their own: the rest after it.
  await yieldToMain();
  const { locale } = splitLocale(window.location.pathname);
  // The remotes were registered and the page's modules are loading since the entry ran
  // (federation/early-start.ts); the shell renders once they are registered.
  const translationsDone = startPhase('translations');
  const [remoteChoice, hostConfig] = await Promise.all([
    startRemotes(),
    loadHostConfig(),
    initShopI18n(locale).finally(translationsDone),
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
    redirectUri: `${window.location.origin}${shellPaths.authorizeCallback}`,
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
    localizedPath(
      currentLocale(),
      `${shellPaths.signIn}?redirectPath=${encodeURIComponent(redirectPath)}`,
    ),
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
  configureForbiddenPath(() => localizedPath(currentLocale(), shellPaths.forbidden));
  provideRemoteWidgets();

  // A page the server rendered (ADR 0033) hydrates with the server's data, once the remote
  // modules it rendered are here: the browser's first render is the server's page.
  await yieldToMain();
  const pageData = readPageData();
  const rendered = pageData[RENDERED_MODULES_KEY] as ExposedModuleId[] | undefined;
  const tree = (
    <StrictMode>
      <PageDataProvider data={pageData}>
        <RenderedModulesProvider value={new Set(rendered)}>
          <App />
        </RenderedModulesProvider>
      </PageDataProvider>
    </StrictMode>
  );
  const loadedHere = rendered
    ? await Promise.all(
        rendered.map((moduleId) =>
          loadRemoteModule(moduleId).then(
            () => true,
            () => false,
          ),
        ),
      )
    : [];
  // Prices as the server showed them: a choice this browser still kept elsewhere (moved to the
  // cookie on this first read, ADR 0032) renders the page here instead.
  const sameVatMode = getDefaultStore().get(vatModeAtom) === pageData[RENDERED_VAT_MODE_KEY];
  // The releases as the server rendered them: a page of another release (from before a rollback,
  // or a cached stable page for a canary shopper, ADR 0037) renders here instead.
  const serverReleases = pageData[RENDERED_REMOTES_KEY] as Record<string, string> | undefined;
  const sameReleases =
    !rendered ||
    !serverReleases ||
    rendersSameReleases(rendered, serverReleases, remoteChoice.urls);
  // The remote modules' own evaluation went before: hydration starts in a task of its own.
  await yieldToMain();
  if (rendered && loadedHere.every(Boolean) && sameVatMode && sameReleases && routesAsServer()) {
    // The shell's fields when it has hydrated; each slot's when its part has (behind its own
    // Suspense boundary, often later); then the page is the browser's: <html data-hydrated>.
    const early = keepEarlyInput(rootElement);
    const hydrationDone = startPhase('hydration');
    let parts = 2;
    const partDone = () => {
      parts -= 1;
      if (parts > 0) return;
      hydrationDone();
      // A lazy page of the shell's may hydrate a moment later still: its fields then.
      early.giveBack();
      for (const ms of [500, 1500]) setTimeout(() => early.giveBack(), ms);
      setTimeout(early.stop, 1500);
      document.documentElement.dataset.hydrated = 'true';
    };
    whenSlotsHydrated(rendered, (slot) => early.giveBack(slot), partDone);
    const hydrated = () => {
      early.giveBack(rootElement, { outsideSlots: true });
      partDone();
    };
    startTransition(() => {
      hydrateRoot(rootElement, <Hydrated onHydrated={hydrated}>{tree}</Hydrated>, {
        // A mismatch is a bug to fix, not to hide: React mends it, the console names it.
        onRecoverableError: (error, info) =>
          console.error('[host] hydration error', error, info.componentStack ?? ''),
      });
    });
    return;
  }
  // A remote the server rendered but this browser could not load (down, or a release the server
  // had not seen yet), another release of it, or other prices: the browser renders the page itself.
  if (rendered) console.warn('[host] the page differs from the server’s: rendering it here');
  // A transition: the first render goes in slices, so the page answers a tap while it renders.
  const root = createRoot(rootElement);
  startTransition(() => root.render(tree));
  document.documentElement.dataset.hydrated = 'true';
}

/** Calls `onHydrated` once the tree has committed. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return children;
}
