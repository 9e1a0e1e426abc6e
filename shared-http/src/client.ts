import { ApiError, ApiTimeoutError } from './api-error';
import { fileNameFromContentDisposition } from './content-disposition';
import { listQuery, toPage, type HydraCollection, type Page } from './hydra';
import { createListCache } from './list-cache';
import { xhrTransport, type Transport, type UploadProgress } from './xhr-transport';

export const API_TIMEOUT_MS = 20_000;
/** A 401 triggers a token refresh and a retry, at most this many times per request. */
export const MAX_UNAUTHORIZED_RETRIES = 2;
const JSON_LD = 'application/ld+json';

export interface ApiClientConfig {
  /** Where the API lives, e.g. '/api' (same origin). */
  baseUrl: string;
  timeoutMs?: number;
  getLocale?: () => string;
  getSiteContext?: () => string;
  getAccessToken?: () => string | null | undefined;
  getCartSecret?: () => string | null | undefined;
  /** Renews the access token after a 401; concurrent 401s share one call. */
  refreshAccessToken?: () => Promise<void>;
  fetch?: typeof fetch;
  /** Makes the XMLHttpRequest that carries a call with upload progress. */
  createXhr?: () => XMLHttpRequest;
  /** Where a failed list, all or one fetch is reported; console.error by default. */
  logError?: (message: string, error: unknown) => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON by default; FormData is sent as multipart. */
  body?: unknown;
  /** 'blob' for downloads. */
  responseType?: 'json' | 'blob';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Follows the upload of the body. fetch reports none, so such a call goes through
   * XMLHttpRequest instead, with the same headers, timeout, errors and 401 retries.
   */
  onUploadProgress?: UploadProgress;
}

export interface UploadOptions {
  /** Further multipart fields, sent before the file. */
  fields?: Record<string, string>;
  /** Bytes sent so far and the body's size (0 when unknown); a 401 retry starts again at 0. */
  onProgress?: UploadProgress;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The shop's HTTP client. React-free: the same client serves every team. */
export function createApiClient(config: ApiClientConfig) {
  if (!config.baseUrl) throw new Error('Missing API_URL setting: Check .env file');
  const timeoutMs = config.timeoutMs ?? API_TIMEOUT_MS;
  const doFetch: Transport = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const createXhr = config.createXhr ?? (() => new XMLHttpRequest());

  function headersFor(path: string, options: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = { accept: JSON_LD, ...options.headers };
    // FormData sets its own multipart boundary.
    if (options.body !== undefined && !(options.body instanceof FormData))
      headers['content-type'] = JSON_LD;
    const locale = config.getLocale?.();
    if (locale) headers['accept-language'] = locale;
    const site = config.getSiteContext?.();
    if (site) headers['x-site-context'] = site;
    const token = config.getAccessToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    const cartSecret = path.includes('/carts') ? config.getCartSecret?.() : null;
    if (cartSecret) headers['x-cart-secret'] = cartSecret;
    return headers;
  }

  let refreshing: Promise<void> | null = null;
  function refreshOnce(): Promise<void> {
    refreshing ??= Promise.resolve(config.refreshAccessToken?.()).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send<T>(path, options);
      } catch (error) {
        const unauthorized = error instanceof ApiError && error.status === 401;
        if (!unauthorized || !config.refreshAccessToken || attempt >= MAX_UNAUTHORIZED_RETRIES)
          throw error;
        await refreshOnce();
      }
    }
  }

  async function send<T>(path: string, options: RequestOptions): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    };
    startTimer();
    const onAbort = () => controller.abort();
    // A signal that was aborted before the call fires no event: stop at once.
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    // An upload that is still sending is not stuck: each progress report starts the time-out
    // again, so a 5 MB letter on a slow phone gets 20 s without progress, not 20 s in all.
    const onUploadProgress = options.onUploadProgress;
    const transport = onUploadProgress
      ? xhrTransport(createXhr, (loaded, total) => {
          startTimer();
          onUploadProgress(loaded, total);
        })
      : doFetch;
    try {
      const response = await transport(`${config.baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers: headersFor(path, options),
        body:
          options.body === undefined || options.body instanceof FormData
            ? (options.body as FormData | undefined)
            : JSON.stringify(options.body),
        signal: controller.signal,
      });
      if (options.responseType === 'blob' && response.ok) {
        const blob = await response.blob();
        const fileName = fileNameFromContentDisposition(
          response.headers.get('content-disposition'),
        );
        return { blob, fileName } as T;
      }
      const text = await response.text();
      const body: unknown = text ? safeJson(text) : undefined;
      if (!response.ok) {
        throw new ApiError(response.status, ApiError.messageOf(body, response.statusText), body);
      }
      return body as T;
    } catch (error) {
      if (timedOut) throw new ApiTimeoutError(timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  const logError =
    config.logError ?? ((message: string, error: unknown) => console.error(message, error));

  /**
   * The spec's rule for reads: a failed list or one fetch logs an error and answers null, so a
   * screen shows its own "could not load" state. A cancelled read (the screen moved on) is not a
   * failure: it rejects with the AbortError, unlogged. Callers that must tell a 404 from other
   * failures use `request`, which throws ApiError.
   */
  async function readOrNull<T>(path: string, signal?: AbortSignal): Promise<T | null> {
    try {
      return await request<T>(path, { signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      logError(`GET ${path} failed`, error);
      return null;
    }
  }
  const pageOrNull = <T>(collection: HydraCollection<T> | null): Page<T> | null =>
    collection ? toPage(collection) : null;
  const readPage = async <T>(path: string, signal?: AbortSignal) =>
    pageOrNull(await readOrNull<HydraCollection<T>>(path, signal));

  // Catalogue lists: kept 15 minutes per endpoint and filters, and per locale and site, whose
  // headers change the answer. A failed read (null) is not kept.
  const catalogueCache = createListCache<Page<unknown> | null>();
  const cachedPage = <T>(path: string, signal?: AbortSignal) =>
    catalogueCache.get(
      `${config.getLocale?.() ?? ''}|${config.getSiteContext?.() ?? ''}|${path}`,
      () => readPage<unknown>(path),
      signal,
    ) as Promise<Page<T> | null>;

  return {
    request,
    /** One page of a collection, or null when the fetch failed (logged). */
    list: <T>(
      endpoint: string,
      params: Parameters<typeof listQuery>[0] = {},
      signal?: AbortSignal,
    ): Promise<Page<T> | null> => readPage<T>(`${endpoint}?${listQuery(params)}`, signal),
    /** Lists without pagination (countries, brands), or null when the fetch failed (logged). */
    all: <T>(endpoint: string, signal?: AbortSignal): Promise<Page<T> | null> =>
      readPage<T>(endpoint, signal),
    /** `list` for catalogue lists, answered from a 15-minute cache (`LIST_CACHE_TTL_MS`). */
    cachedList: <T>(
      endpoint: string,
      params: Parameters<typeof listQuery>[0] = {},
      signal?: AbortSignal,
    ): Promise<Page<T> | null> => cachedPage<T>(`${endpoint}?${listQuery(params)}`, signal),
    /** `all` for catalogue lists, answered from the same 15-minute cache. */
    cachedAll: <T>(endpoint: string, signal?: AbortSignal): Promise<Page<T> | null> =>
      cachedPage<T>(endpoint, signal),
    /** One item, or null when the fetch failed (logged). */
    one: <T>(endpoint: string, id: string | number, signal?: AbortSignal): Promise<T | null> =>
      readOrNull<T>(`${endpoint}/${encodeURIComponent(String(id))}`, signal),
    create: <T>(endpoint: string, body: unknown) => request<T>(endpoint, { method: 'POST', body }),
    update: <T>(
      endpoint: string,
      id: string | number | undefined,
      body: unknown,
      partial = false,
    ) => {
      if (id === undefined || id === '') throw new Error('Missing identifier for update');
      return request<T>(`${endpoint}/${encodeURIComponent(String(id))}`, {
        method: partial ? 'PATCH' : 'PUT',
        body,
      });
    },
    /** GET as a blob, with the file name from Content-Disposition. */
    download: (path: string) =>
      request<{ blob: Blob; fileName: string }>(path, { responseType: 'blob' }),
    /** POST multipart with the file in the field 'file'; `onProgress` follows the upload. */
    upload: <T>(
      endpoint: string,
      file: Blob,
      fileName?: string,
      { fields = {}, onProgress, signal }: UploadOptions = {},
    ) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('file', file, fileName);
      return request<T>(endpoint, {
        method: 'POST',
        body: form,
        signal,
        onUploadProgress: onProgress,
      });
    },
    remove: (endpoint: string, id: string | number) =>
      request<void>(`${endpoint}/${encodeURIComponent(String(id))}`, { method: 'DELETE' }),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
