/** @jest-environment node */
import { createTokenRevoker, REVOKE_TIMEOUT_MS } from './token-revocation';

describe('revokeRefreshToken', () => {
  afterEach(() => jest.useRealTimers());

  it('posts the refresh token with its hint and the client id as a form (RFC 7009)', async () => {
    const fetch = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(null, { status: 200 })),
    );
    await createTokenRevoker({ revokeUrl: '/api/token/revoke', clientId: 'shop-web', fetch })('r1');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/token/revoke');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(init?.body as string))).toEqual({
      token: 'r1',
      token_type_hint: 'refresh_token',
      client_id: 'shop-web',
    });
  });

  it('rejects when the API refuses', async () => {
    const fetch = () =>
      Promise.resolve(new Response('{"error":"invalid_client"}', { status: 400 }));
    await expect(
      createTokenRevoker({ revokeUrl: '/r', clientId: 'c', fetch })('r1'),
    ).rejects.toThrow('Token revocation failed (400)');
  });

  it(`gives up after ${REVOKE_TIMEOUT_MS} ms without an answer`, async () => {
    jest.useFakeTimers();
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const revoking = createTokenRevoker({ revokeUrl: '/r', clientId: 'c', fetch })('r1');
    const settled = jest.fn();
    revoking.catch(settled);
    await jest.advanceTimersByTimeAsync(REVOKE_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();
  });
});
