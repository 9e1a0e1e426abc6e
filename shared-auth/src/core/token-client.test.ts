/** @jest-environment node */
import { API_TIMEOUT_MS, ApiTimeoutError } from '@shop/shared-http';
import { createTokenClient, TokenRequestError } from './token-client';

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('requestToken', () => {
  it('posts the grant as a form with the client id and the cart and site headers', async () => {
    const fetch = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      answer(200, { token_type: 'Bearer', access_token: 'a', refresh_token: 'r', expires_in: 900 }),
    );
    const requestToken = createTokenClient({
      tokenUrl: '/api/token',
      clientId: 'shop-web',
      fetch,
      getCartSecret: () => 'cart',
      getSiteContext: () => 'be',
    });
    const tokens = await requestToken({
      grant_type: 'password',
      username: 'a@b.nl',
      password: 'x1!xyz',
    });
    expect(tokens.access_token).toBe('a');
    expect(tokens.expires_at).toBeGreaterThan(Date.now() / 1000 + 890);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/token');
    expect(init?.headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded',
      'x-cart-secret': 'cart',
      'x-site-context': 'be',
    });
    expect(Object.fromEntries(new URLSearchParams(init?.body as string))).toEqual({
      grant_type: 'password',
      username: 'a@b.nl',
      password: 'x1!xyz',
      client_id: 'shop-web',
    });
  });

  it('fails when the answer has no access token, even with status 200', async () => {
    const requestToken = createTokenClient({
      tokenUrl: '/t',
      clientId: 'c',
      fetch: () => answer(200, {}),
    });
    await expect(requestToken({ grant_type: 'client_credentials' })).rejects.toBeInstanceOf(
      TokenRequestError,
    );
  });

  it('recognises an invalid refresh token', async () => {
    const requestToken = createTokenClient({
      tokenUrl: '/t',
      clientId: 'c',
      fetch: () =>
        answer(400, { error: 'invalid_grant', error_description: 'The refresh token is invalid.' }),
    });
    const error = (await requestToken({ grant_type: 'refresh_token', refresh_token: 'old' }).catch(
      (e) => e,
    )) as TokenRequestError;
    expect(error.isInvalidRefreshToken).toBe(true);
    expect(error.message).toBe('The refresh token is invalid.');
  });

  describe('a token endpoint that does not answer', () => {
    // Like the browser's fetch: it waits until the call is aborted.
    const hangingFetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('gives up after the 20 s every call has, with a timeout error', async () => {
      const requestToken = createTokenClient({
        tokenUrl: '/t',
        clientId: 'c',
        fetch: hangingFetch,
      });
      const outcome = requestToken({
        grant_type: 'password',
        username: 'a@b.nl',
        password: 'x',
      }).then(
        () => 'answered',
        (error: unknown) => error,
      );
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(await Promise.race([outcome, Promise.resolve('still waiting')])).toBe('still waiting');
      await jest.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(ApiTimeoutError);
      expect(API_TIMEOUT_MS).toBe(20_000);
    });

    it('also gives up on an answer whose body never finishes arriving', async () => {
      const stalledBody = (_input: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve({
          ok: true,
          status: 200,
          json: () =>
            new Promise((_resolve, reject) =>
              init?.signal?.addEventListener('abort', () =>
                reject(new DOMException('aborted', 'AbortError')),
              ),
            ),
        } as unknown as Response);
      const requestToken = createTokenClient({ tokenUrl: '/t', clientId: 'c', fetch: stalledBody });
      const outcome = requestToken({ grant_type: 'client_credentials' }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
      expect(await outcome).toBeInstanceOf(ApiTimeoutError);
    });
  });
});
