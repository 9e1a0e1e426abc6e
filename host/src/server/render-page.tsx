import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStore, Provider as StoreProvider } from 'jotai';
import { createApiClient, ApiError, ApiTimeoutError, type ApiClient } from '@shop/shared-http';
import { matchRoutes, MemoryRouter } from '@shop/shared-ui/router';
import {
  createShopI18n,
  localizedPath,
  PageDataProvider,
  serializePageData,
  siteContextFor,
  SiteOriginProvider,
  splitLocale,
  PAGE_DATA_ELEMENT_ID,
  vatModeAtom,
  type Locale,
  type PageData,
  type PageLoader,
} from '@shop/shared-ui';
import { vatModeFromCookieHeader } from '@shop/shared-ui/vat';
import { AppRoutes } from '../app/app';
import '../i18n/host-texts';
import { provideRemoteWidgets } from '../federation/widget-renderer';
import { loadRemoteModule } from '../federation/remote-modules';
import {
  RENDERED_MODULES_KEY,
  RENDERED_REMOTES_KEY,
  RENDERED_VAT_MODE_KEY,
  RenderedModulesProvider,
} from '../federation/rendered-modules';
import { pageFor, redirectFor, shellPaths, type SitePage } from '@shop/contracts/routes';
import { isBrowserOnly, modulesForPath } from '../federation/route-modules';
import { SERVER_ROUTES_ELEMENT_ID, serializeServerRoutes } from '../federation/server-routes';
import { assetsOf, isRemoteAvailable, manifestUrlsOf } from './server-remotes';
import { routesWithCanaries } from './canary-routes';
import { splitHoistables, type PageParts } from './page-template';
import { ApiUnavailableError, NONCE_PLACEHOLDER } from './page-errors';
import type { ExposedModuleId } from '@shop/contracts/modules';

export { ApiUnavailableError, NONCE_PLACEHOLDER };

export interface PageRequest {
  /** Path and query: `/fr-be/p/zonnig-boeket?maat=groot`. */
  url: string;
  cookie: string | undefined;
  origin: string;
  /** Remotes whose canary the shopper gets: left to the browser (ADR 0037). */
  canaries?: readonly string[];
}

export type RenderedPage =
  | { status: number; parts: PageParts; redirect?: undefined }
  /** The page forwards: the localized path to redirect to. */
  | { status: 301; redirect: string };

export interface RenderSettings {
  apiUrl: string;
  budgetMs: number;
  fetch?: typeof fetch;
}

provideRemoteWidgets();

const isUnavailable = (error: unknown) =>
  error instanceof ApiTimeoutError ||
  (error instanceof ApiError && error.status >= 500) ||
  (error instanceof TypeError && /fetch/i.test(error.message));

type Slot = {
  moduleId: string;
  rendered: boolean;
  status: number;
  data: PageData;
  redirect?: string;
};

function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * One remote module's part of the page: its module and its loader's data within the budget.
 * A remote that is down, slow or throwing costs its slot only: the placeholder, and the browser
 * loads it as without a server. The page module's API failure is the page's (503).
 */
async function prepareSlot(
  moduleId: ExposedModuleId,
  context: Omit<Parameters<PageLoader>[0], 'params'>,
  budgetMs: number,
  page: SitePage | undefined,
  canaries: readonly string[],
): Promise<Slot> {
  const isPage = page?.module === moduleId;
  const skipped = { moduleId, rendered: false, status: 200, data: {} };
  const remote = moduleId.split('/')[0] ?? '';
  if (!isRemoteAvailable(remote) || canaries.includes(remote)) return skipped;
  const match = isPage ? matchRoutes([{ path: page.path }], context.path)?.[0] : undefined;
  const params = match?.params ?? {};
  try {
    const outcome = await withinBudget(
      loadRemoteModule(moduleId).then(async (exports) => {
        const loader = exports.loader as PageLoader | undefined;
        return loader ? await loader({ ...context, params }) : { data: {} };
      }),
      budgetMs,
    );
    if (outcome === 'late') {
      console.warn(`[host-server] ${moduleId} took over ${budgetMs} ms: left to the browser`);
      return skipped;
    }
    return {
      moduleId,
      rendered: true,
      status: outcome.status ?? 200,
      data: outcome.data,
      redirect: outcome.redirect,
    };
  } catch (error) {
    if (isPage && isUnavailable(error)) throw new ApiUnavailableError(error);
    console.error(`[host-server] ${moduleId} could not render on the server`, error);
    return skipped;
  }
}

function requestApi(settings: RenderSettings, locale: Locale): ApiClient {
  return createApiClient({
    baseUrl: settings.apiUrl,
    timeoutMs: 5000,
    getLocale: () => locale,
    getSiteContext: () => siteContextFor(locale),
    fetch: settings.fetch,
    // A failed read throws here instead of being logged: the slot decides what it means.
    logError: () => undefined,
  });
}

/** React's output for the tree, once everything has rendered. */
function renderToHtml(tree: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(tree, {
      // Every part of the page in place, none sent apart to be moved in by a script: the page
      // reads without JavaScript. React's own scripts carry the response's nonce (ADR 0033).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      nonce: NONCE_PLACEHOLDER,
      onAllReady() {
        if (!failed) stream.pipe(sink);
      },
      onShellError(error) {
        failed = true;
        reject(error);
      },
      onError(error) {
        console.error('[host-server] render error', error);
      },
    });
    setTimeout(() => stream.abort(new Error('render took too long')), 5000).unref();
  });
}

/** Renders a public page of the site on the server (ADR 0033). */
export async function renderPage(
  request: PageRequest,
  settings: RenderSettings,
): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://site.invalid');
  const { locale, path } = splitLocale(url.pathname);
  // The routes as the remotes publish them now (ADR 0036), with the pages of the canaries this
  // shopper gets (ADR 0037): the browser gets the same with the page.
  const routes = routesWithCanaries(request.canaries ?? []);
  const forward = redirectFor(routes, locale, path);
  if (forward) return { status: 301, redirect: `${localizedPath(locale, forward)}${url.search}` };
  const page = pageFor(routes, locale, path);
  const context = { locale, path, search: url.searchParams, api: requestApi(settings, locale) };
  const slots = await Promise.all(
    modulesForPath(url.pathname, routes)
      .filter((moduleId) => !isBrowserOnly(moduleId, routes))
      .map((moduleId) =>
        prepareSlot(moduleId, context, settings.budgetMs, page, request.canaries ?? []),
      ),
  );
  const redirect = slots.find((slot) => slot.redirect)?.redirect;
  if (redirect) return { status: 301, redirect: localizedPath(locale, redirect) };
  const rendered = slots.filter((slot) => slot.rendered).map((slot) => slot.moduleId);
  const vatMode = vatModeFromCookieHeader(request.cookie);
  const data: PageData = Object.assign(
    {
      [RENDERED_MODULES_KEY]: rendered,
      [RENDERED_REMOTES_KEY]: manifestUrlsOf(rendered),
      [RENDERED_VAT_MODE_KEY]: vatMode,
    },
    ...slots.map((slot) => slot.data),
  );
  const known =
    page !== undefined ||
    (Object.values(shellPaths) as string[]).includes(path.replace(/\/+$/, '') || '/');
  const status = Math.max(known ? 200 : 404, ...slots.map((slot) => slot.status));

  const i18n = await createShopI18n(locale);
  const store = createStore();
  store.set(vatModeAtom, vatMode);
  const html = await renderToHtml(
    <PageDataProvider data={data}>
      <RenderedModulesProvider value={new Set(rendered)}>
        <SiteOriginProvider value={request.origin}>
          <I18nextProvider i18n={i18n}>
            <StoreProvider store={store}>
              <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
                <AppRoutes routes={routes} />
              </MemoryRouter>
            </StoreProvider>
          </I18nextProvider>
        </SiteOriginProvider>
      </RenderedModulesProvider>
    </PageDataProvider>,
  );
  const { head, body } = splitHoistables(html);
  const assets = assetsOf(rendered);
  return {
    status,
    parts: {
      lang: `${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}`,
      head: head + assets.css.map((href) => `<link rel="stylesheet" href="${href}">`).join(''),
      body,
      // Fetched with the host's own scripts, after the first paint (page-template.ts).
      scripts: assets.js,
      afterRoot:
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}" nonce="${NONCE_PLACEHOLDER}">${serializePageData(data)}</script>` +
        `<script type="application/json" id="${SERVER_ROUTES_ELEMENT_ID}" nonce="${NONCE_PLACEHOLDER}">${serializeServerRoutes(routes)}</script>`,
    },
  };
}
