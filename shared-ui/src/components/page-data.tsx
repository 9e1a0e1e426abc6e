import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient } from '@shop/shared-http';
import type { Locale } from '@shop/contracts/messages';
import { serializeJsonLd } from './json-ld';

/**
 * The data the server fetched for a page (ADR 0033), by key (`product:nl-nl:zonnig-boeket`).
 * The server renders the page with it and sends it once, in a JSON script element; the browser
 * hydrates with the same data and does not fetch it again.
 */
export type PageData = Readonly<Record<string, unknown>>;

/** What a page's loader gets from the host server. */
export interface PageLoaderContext {
  locale: Locale;
  /** The path inside the locale: `/p/zonnig-boeket`. */
  path: string;
  /** The route's parameters: `{ slug: 'zonnig-boeket' }` for `/p/:slug`. */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The API client of this request: the same client and calls the browser uses. */
  api: ApiClient;
}

export interface PageLoaderResult {
  data: PageData;
  /** 404 for an unknown product or category; 200 when left out. */
  status?: number;
  /**
   * A page that forwards (an index page that shows another): the path inside the locale it
   * forwards to. The server answers with a redirect instead of the page.
   */
  redirect?: string;
}

/**
 * An exposed module's loader (its named export `loader`): what its page needs from the API, so
 * the server renders it with its content. A failed call throws; the server then renders the
 * module's place with its placeholder and the browser loads it as without a server.
 */
export type PageLoader = (context: PageLoaderContext) => Promise<PageLoaderResult>;

/** The element the server writes the page's data into. */
export const PAGE_DATA_ELEMENT_ID = 'shop-page-data';

const PageDataContext = createContext<PageData>({});

/** The page's data, for the tree below: the request's on the server, the page's in the browser. */
export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

/** A value the server fetched for this page, or undefined (then the component loads it). */
export function usePageData<T>(key: string): T | undefined {
  return useContext(PageDataContext)[key] as T | undefined;
}

let pageData: PageData | undefined;

/** The data the server sent with this page ({} for a page it did not render). */
export function readPageData(): PageData {
  if (pageData) return pageData;
  if (typeof document === 'undefined') return {};
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  try {
    pageData = element?.textContent ? (JSON.parse(element.textContent) as PageData) : {};
  } catch {
    pageData = {};
  }
  return pageData;
}

/** The page data as a script element's text: no value can end the element (see serializeJsonLd). */
export const serializePageData = (data: PageData): string =>
  serializeJsonLd(data)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true after: what is
 * personal (the account link, the mini cart) renders its placeholder until then, so the
 * browser's first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
