/**
 * @jest-environment ../tooling/jest/jsdom-with-fetch.cjs
 */
import { API_TIMEOUT_MS, createApiClient, type ApiClientConfig } from './client';
import { ApiError, ApiTimeoutError } from './api-error';
import { FakeXhr, fakeXhrs } from './testing/fake-xhr';

const letter = () => new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
const refusal = {
  '@type': 'hydra:Error',
  'hydra:title': 'Er zit een fout in het formulier',
  'hydra:description': 'Une lettre doit être un fichier PDF, JPEG ou PNG',
  violations: [
    { propertyPath: 'file', message: 'Une lettre doit être un fichier PDF, JPEG ou PNG' },
  ],
};

/** A client like the page's, whose XMLHttpRequests are played by `answer` (or wait). */
function clientWith(answer?: (xhr: FakeXhr) => void, extra: Partial<ApiClientConfig> = {}) {
  const { requests, createXhr } = fakeXhrs(answer);
  const fetch = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response('{}', { status: 201 })),
  );
  const client = createApiClient({
    baseUrl: '/api',
    fetch,
    createXhr,
    getLocale: () => 'fr-be',
    getSiteContext: () => 'be',
    getAccessToken: () => 'tok',
    getCartSecret: () => 'cart-secret',
    ...extra,
  });
  const upload = (options: Parameters<typeof client.upload>[3] = { onProgress: jest.fn() }) =>
    client.upload('/carts/c1/letters', letter(), 'brief.pdf', options);
  return { upload, fetch, requests };
}

describe('an upload that follows its progress', () => {
  it('reports the bytes sent to the callback and answers the JSON', async () => {
    const { upload, fetch, requests } = clientWith((xhr) => {
      xhr.progress(4096, 10240);
      xhr.progress(10240, 10240);
      xhr.respond(201, { id: 'l1', file_name: 'brief.pdf' });
    });
    const onProgress = jest.fn();

    await expect(upload({ onProgress, fields: { line: '3' } })).resolves.toEqual({
      id: 'l1',
      file_name: 'brief.pdf',
    });
    expect(onProgress.mock.calls).toEqual([
      [4096, 10240],
      [10240, 10240],
    ]);
    expect(fetch).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/carts/c1/letters' });
    const body = requests[0]!.body as FormData;
    expect((body.get('file') as File).name).toBe('brief.pdf');
    expect(body.get('line')).toBe('3');
  });

  it('reports a size the browser cannot tell as 0', async () => {
    const { upload } = clientWith((xhr) => {
      xhr.progress(512, 0);
      xhr.respond(201, {});
    });
    const onProgress = jest.fn();
    await upload({ onProgress });
    expect(onProgress).toHaveBeenCalledWith(512, 0);
  });

  it('sends the same headers as the fetch path, and leaves the multipart type to the browser', async () => {
    const { upload, fetch, requests } = clientWith((xhr) => xhr.respond(201, {}));
    await upload({});
    await upload({ onProgress: jest.fn() });
    const fetched = fetch.mock.calls[0]![1]!.headers;
    expect(requests[0]!.requestHeaders).toEqual(fetched);
    expect(requests[0]!.requestHeaders).toEqual({
      accept: 'application/ld+json',
      'accept-language': 'fr-be',
      'x-site-context': 'be',
      authorization: 'Bearer tok',
      'x-cart-secret': 'cart-secret',
    });
  });

  it('refreshes the token after a 401 and sends the letter again', async () => {
    let token = 'old';
    const refreshAccessToken = jest.fn(() => {
      token = 'new';
      return Promise.resolve();
    });
    const { upload, requests } = clientWith(
      (xhr) => {
        if (xhr.requestHeaders.authorization !== 'Bearer new') return xhr.respond(401, {});
        xhr.progress(8, 8);
        xhr.respond(201, { id: 'l1' });
      },
      { getAccessToken: () => token, refreshAccessToken },
    );
    const onProgress = jest.fn();

    await expect(upload({ onProgress })).resolves.toEqual({ id: 'l1' });
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(requests.map((xhr) => xhr.requestHeaders.authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
    expect(onProgress).toHaveBeenLastCalledWith(8, 8);
  });

  it('gives up after two refreshes and rethrows the 401', async () => {
    const refreshAccessToken = jest.fn(() => Promise.resolve());
    const { upload, requests } = clientWith((xhr) => xhr.respond(401, {}), {
      refreshAccessToken,
    });
    await expect(upload()).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    expect(refreshAccessToken).toHaveBeenCalledTimes(2);
    expect(requests).toHaveLength(3);
  });

  it("rejects a refused letter with the API's localized message and its violations", async () => {
    const { upload } = clientWith((xhr) => xhr.respond(400, refusal));
    const error = await upload().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Une lettre doit être un fichier PDF, JPEG ou PNG',
      violations: refusal.violations,
    });
  });

  it('rejects a broken connection with a TypeError, as fetch does', async () => {
    const { upload } = clientWith((xhr) => xhr.fail());
    await expect(upload()).rejects.toBeInstanceOf(TypeError);
  });

  it('gives up after 20 seconds', async () => {
    jest.useFakeTimers();
    try {
      const { upload, requests } = clientWith();
      const outcome = upload().catch((error: unknown) => error);
      jest.advanceTimersByTime(API_TIMEOUT_MS - 1);
      expect(requests[0]?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await outcome).toBeInstanceOf(ApiTimeoutError);
      expect(requests[0]?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives a slow upload 20 seconds without progress, not 20 seconds in all', async () => {
    jest.useFakeTimers();
    try {
      const { upload, requests } = clientWith();
      const onProgress = jest.fn();
      const outcome = upload({ onProgress }).catch((error: unknown) => error);
      for (let sent = 1; sent <= 3; sent += 1) {
        jest.advanceTimersByTime(15_000);
        requests[0]!.progress(sent * 1024, 5 * 1024);
      }
      expect(requests[0]!.aborted).toBe(false);
      jest.advanceTimersByTime(API_TIMEOUT_MS - 1);
      expect(requests[0]!.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await outcome).toBeInstanceOf(ApiTimeoutError);
      expect(onProgress).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it("stops when the caller's signal aborts, with an AbortError", async () => {
    const { upload, requests } = clientWith();
    const controller = new AbortController();
    const pending = upload({ onProgress: jest.fn(), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests[0]!.aborted).toBe(true);
  });

  it('makes no request when the caller aborted before the call', async () => {
    const { upload, requests } = clientWith((xhr) => xhr.respond(201, {}));
    const controller = new AbortController();
    controller.abort();
    await expect(
      upload({ onProgress: jest.fn(), signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(0);
  });

  it("goes through the browser's XMLHttpRequest when no createXhr is given", async () => {
    const xhr = new FakeXhr((sent) => sent.respond(201, { id: 'l1' }));
    const browserXhr = jest
      .spyOn(window, 'XMLHttpRequest')
      .mockImplementation(() => xhr as unknown as XMLHttpRequest);
    try {
      const client = createApiClient({ baseUrl: '/api' });
      await expect(
        client.upload('/carts/c1/letters', letter(), 'brief.pdf', { onProgress: jest.fn() }),
      ).resolves.toEqual({ id: 'l1' });
      expect(browserXhr).toHaveBeenCalledTimes(1);
      expect(xhr.url).toBe('/api/carts/c1/letters');
    } finally {
      browserXhr.mockRestore();
    }
  });
});
