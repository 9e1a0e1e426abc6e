import { createApiClient } from './client';
import { ApiError } from './api-error';

const status = (code: number, body: unknown = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: code }));

describe('a 401 answer', () => {
  it('refreshes once when three requests get 401 together, then retries each', async () => {
    let token = 'old';
    const fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) =>
      (init?.headers as Record<string, string>).authorization === 'Bearer new'
        ? status(200, { ok: true })
        : status(401),
    );
    let releaseRefresh: () => void = () => undefined;
    const refreshAccessToken = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          releaseRefresh = () => {
            token = 'new';
            resolve();
          };
        }),
    );
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      getAccessToken: () => token,
      refreshAccessToken,
    });

    const requests = [
      client.request('/me'),
      client.request('/relation/addresses'),
      client.request('/order/orders'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseRefresh();

    await expect(Promise.all(requests)).resolves.toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('gives up after two refreshes and rethrows the 401', async () => {
    const fetch = jest.fn(() => status(401, { 'hydra:description': 'Unauthorized' }));
    const refreshAccessToken = jest.fn(() => Promise.resolve());
    const client = createApiClient({ baseUrl: '/api', fetch, refreshAccessToken });
    const error = await client.request('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(refreshAccessToken).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('passes a failed refresh on to the caller', async () => {
    const fetch = jest.fn(() => status(401));
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      refreshAccessToken: () => Promise.reject(new Error('The refresh token is invalid.')),
    });
    await expect(client.request('/me')).rejects.toThrow('The refresh token is invalid.');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not retried when nobody can refresh', async () => {
    const fetch = jest.fn(() => status(401));
    await expect(createApiClient({ baseUrl: '/api', fetch }).request('/me')).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('other errors are not retried', async () => {
    const fetch = jest.fn(() => status(403));
    const refreshAccessToken = jest.fn(() => Promise.resolve());
    await expect(
      createApiClient({ baseUrl: '/api', fetch, refreshAccessToken }).request('/me'),
    ).rejects.toBeInstanceOf(ApiError);
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });
});
