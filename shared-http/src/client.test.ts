import { createApiClient, API_TIMEOUT_MS } from './client';
import { LIST_CACHE_TTL_MS } from './list-cache';
import { ApiError, ApiTimeoutError } from './api-error';

const okJson = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/ld+json' },
    }),
  );

function clientWith(fetch: jest.Mock, extra = {}) {
  return createApiClient({
    baseUrl: '/api',
    fetch,
    getLocale: () => 'fr-be',
    getSiteContext: () => 'be',
    getCartSecret: () => 'cart-secret',
    ...extra,
  });
}

describe('createApiClient', () => {
  it('sends JSON-LD, the locale and the site context on every call', async () => {
    const fetch = jest.fn(() => okJson({}));
    await clientWith(fetch).request('/catalogue/products');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/catalogue/products');
    expect(init.headers).toMatchObject({
      accept: 'application/ld+json',
      'accept-language': 'fr-be',
      'x-site-context': 'be',
    });
  });

  it('sends the cart secret only on paths containing /carts', async () => {
    const fetch = jest.fn(() => okJson({}));
    const client = clientWith(fetch);
    await client.request('/carts/abc');
    await client.request('/catalogue/products');
    const headers = (fetch.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) => init.headers as Record<string, string>,
    );
    expect(headers[0]?.['x-cart-secret']).toBe('cart-secret');
    expect(headers[1]?.['x-cart-secret']).toBeUndefined();
  });

  it('adds the bearer token when there is one', async () => {
    const fetch = jest.fn(() => okJson({}));
    await clientWith(fetch, { getAccessToken: () => 'tok' }).request('/me');
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      authorization: 'Bearer tok',
    });
  });

  it("throws the API's localized description with its violations", async () => {
    const body = {
      '@type': 'hydra:Error',
      'hydra:title': 'Er zit een fout in het formulier',
      'hydra:description': 'Ongeldig kaartnummer',
      violations: [{ propertyPath: 'cardId', message: 'Ongeldig kaartnummer' }],
    };
    const fetch = jest.fn(() =>
      Promise.resolve(new Response(JSON.stringify(body), { status: 400 })),
    );
    const error = await clientWith(fetch)
      .create('/giftcard/info', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Ongeldig kaartnummer');
    expect((error as ApiError).violations).toHaveLength(1);
  });

  it('gives up after 20 seconds', async () => {
    jest.useFakeTimers();
    try {
      const fetch = jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      );
      const pending = clientWith(fetch as unknown as jest.Mock).request('/slow');
      const assertion = expect(pending).rejects.toBeInstanceOf(ApiTimeoutError);
      jest.advanceTimersByTime(API_TIMEOUT_MS - 1);
      expect(fetch.mock.calls[0]?.[1].signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      await assertion;
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends nothing when the caller aborted before the call', async () => {
    // Like the browser's fetch: an aborted signal rejects at once.
    const fetch = jest.fn((_url: string, init: RequestInit) =>
      init.signal?.aborted
        ? Promise.reject(new DOMException('aborted', 'AbortError'))
        : okJson({ sent: true }),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(
      clientWith(fetch as unknown as jest.Mock).request('/carts/c1', { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses to start without an API URL', () => {
    expect(() => createApiClient({ baseUrl: '' })).toThrow('Check .env file');
  });

  it('throws when an update has no identifier', () => {
    expect(() => clientWith(jest.fn()).update('/relation/addresses', undefined, {})).toThrow(
      'Missing identifier',
    );
  });

  describe('reads (list, all, one)', () => {
    const failing = () =>
      jest.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ 'hydra:description': 'Kapot' }), { status: 500 }),
        ),
      );

    it('answers a page from hydra:member and hydra:totalItems', async () => {
      const fetch = jest.fn(() => okJson({ 'hydra:member': [{ id: 1 }], 'hydra:totalItems': 31 }));
      await expect(clientWith(fetch).list('/catalogue/products', { page: 2 })).resolves.toEqual({
        items: [{ id: 1 }],
        totalItems: 31,
      });
    });

    it.each([
      ['list', (client: ReturnType<typeof clientWith>) => client.list('/order/orders')],
      ['all', (client: ReturnType<typeof clientWith>) => client.all('/geography/countries')],
      ['one', (client: ReturnType<typeof clientWith>) => client.one('/relation/customers', 'c1')],
    ])('a failed %s fetch logs an error and answers null', async (_name, read) => {
      const logError = jest.fn();
      const client = clientWith(failing(), { logError });
      await expect(read(client)).resolves.toBeNull();
      expect(logError).toHaveBeenCalledTimes(1);
      const [message, error] = logError.mock.calls[0] as [string, unknown];
      expect(message).toMatch(/^GET \/.+ failed$/);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(500);
    });

    it('logs to console.error when no logger is configured', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await expect(clientWith(failing()).one('/carts', 'x')).resolves.toBeNull();
        expect(consoleError).toHaveBeenCalledWith('GET /carts/x failed', expect.any(ApiError));
      } finally {
        consoleError.mockRestore();
      }
    });

    it('a network failure also answers null', async () => {
      const logError = jest.fn();
      const fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
      await expect(clientWith(fetch, { logError }).list('/x')).resolves.toBeNull();
      expect(logError).toHaveBeenCalledWith(
        'GET /x?page=1&page_items=15 failed',
        expect.any(TypeError),
      );
    });

    it('a cancelled read rejects with the abort and logs nothing', async () => {
      const logError = jest.fn();
      const fetch = jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      );
      const controller = new AbortController();
      const pending = clientWith(fetch as unknown as jest.Mock, { logError }).one(
        '/catalogue/products',
        'rozen',
        controller.signal,
      );
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      expect(logError).not.toHaveBeenCalled();
    });

    it('request still throws the ApiError, for callers that need the status', async () => {
      await expect(clientWith(failing()).request('/carts/x')).rejects.toMatchObject({
        status: 500,
      });
    });
  });

  describe('catalogue lists (cachedList, cachedAll)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const page = () => okJson({ 'hydra:member': [{ id: 1 }], 'hydra:totalItems': 1 });

    it('are fetched once per endpoint and filters for 15 minutes', async () => {
      const fetch = jest.fn(page);
      const client = clientWith(fetch);
      await client.cachedList('/catalogue/products', { page: 1, filters: { category: 'a' } });
      await client.cachedList('/catalogue/products', { page: 1, filters: { category: 'a' } });
      await client.cachedAll('/catalogue/categories');
      await client.cachedAll('/catalogue/categories');
      expect(fetch).toHaveBeenCalledTimes(2);
      await client.cachedList('/catalogue/products', { page: 1, filters: { category: 'b' } });
      await client.cachedList('/catalogue/products', { page: 2, filters: { category: 'a' } });
      expect(fetch).toHaveBeenCalledTimes(4);
      jest.advanceTimersByTime(LIST_CACHE_TTL_MS);
      await client.cachedList('/catalogue/products', { page: 1, filters: { category: 'a' } });
      expect(fetch).toHaveBeenCalledTimes(5);
    });

    it('are kept apart per locale, since the answer is localized', async () => {
      const fetch = jest.fn(page);
      let locale = 'nl-nl';
      const client = clientWith(fetch, { getLocale: () => locale });
      await client.cachedAll('/catalogue/categories');
      locale = 'fr-be';
      await client.cachedAll('/catalogue/categories');
      locale = 'nl-nl';
      await client.cachedAll('/catalogue/categories');
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('keep no failed answer', async () => {
      const fetch = jest
        .fn()
        .mockImplementationOnce(() => Promise.resolve(new Response('{}', { status: 502 })))
        .mockImplementation(page);
      const client = clientWith(fetch, { logError: jest.fn() });
      await expect(client.cachedAll('/catalogue/categories')).resolves.toBeNull();
      await expect(client.cachedAll('/catalogue/categories')).resolves.toMatchObject({
        totalItems: 1,
      });
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });
});
