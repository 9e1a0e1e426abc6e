/** @jest-environment node */
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
});
