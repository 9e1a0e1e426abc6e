import { TokenRequestError } from '@shop/shared-auth';
import { backOfficeApi } from '../api/back-office-api';
import { order } from '../test-support/orders';
import { tokenEndpoint } from '../test-support/token-endpoint';
import { STAFF_SESSION_KEY, staffSession } from './staff-session';

const tokenAnswer = (expiresIn = 900) =>
  new Response(
    JSON.stringify({ token_type: 'Bearer', access_token: 'staff-token', expires_in: expiresIn }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
const stored = () => JSON.parse(sessionStorage.getItem(STAFF_SESSION_KEY) ?? 'null');
const UUID = '6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11';
/** Staff access tokens last 15 minutes (ADR 0048). */
const ACCESS_TOKEN_MS = 15 * 60 * 1000;

describe('the staff session', () => {
  const fetch = jest.spyOn(globalThis, 'fetch');
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-21T08:00:00Z') }));
  afterEach(async () => {
    fetch.mockReset();
    await staffSession.signOut();
    sessionStorage.clear();
    jest.useRealTimers();
  });

  it('signs in with the back office client, keeps the tokens in this tab only', async () => {
    fetch.mockResolvedValueOnce(tokenAnswer());
    await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/token');
    const form = new URLSearchParams(String(init.body));
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'password',
      username: 'winkel@bloemenzo.nl',
      password: 'Bloem3n!',
      client_id: 'shop-backoffice',
    });
    expect(staffSession.accessToken()).toBe('staff-token');
    expect(stored().email).toBe('winkel@bloemenzo.nl');
    // Never the shopper's token cookies.
    expect(document.cookie).toBe('');
  });

  it('ends when the API refuses the token, and says why', async () => {
    fetch.mockResolvedValueOnce(tokenAnswer());
    await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
    staffSession.expire();
    expect(staffSession.current()).toBeNull();
    expect(staffSession.reason()).toBe('expired');
    expect(sessionStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it('does not use a token past its time when it has no refresh token', async () => {
    fetch.mockResolvedValueOnce(tokenAnswer(0));
    await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
    expect(staffSession.accessToken()).toBeNull();
    expect(staffSession.reason()).toBe('expired');
  });

  it('stays signed out when the password is wrong', async () => {
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 }),
    );
    await expect(staffSession.signIn('winkel@bloemenzo.nl', 'wrong')).rejects.toMatchObject({
      status: 400,
      error: 'invalid_grant',
    });
    expect(staffSession.current()).toBeNull();
  });

  it('refreshes silently once the access token has run out: one refresh for three requests', async () => {
    const api = tokenEndpoint({ answer: () => order() });
    fetch.mockImplementation(api.fetch);
    await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
    jest.setSystemTime(Date.now() + ACCESS_TOKEN_MS + 1000);
    const answers = await Promise.all([1, 2, 3].map(() => backOfficeApi.order(UUID)));
    expect(answers.map((one) => one.number)).toEqual(['FB-100001', 'FB-100001', 'FB-100001']);
    expect(api.state.refreshes).toEqual(['refresh-1']);
    // The rotated tokens replace the old ones in this tab; the session is the same.
    expect(stored()).toMatchObject({
      email: 'winkel@bloemenzo.nl',
      tokens: { access_token: 'staff-token-2', refresh_token: 'refresh-2' },
    });
    expect(staffSession.reason()).toBe('none');
  });

  it('refreshes once when three requests get 401 together, and sends each again', async () => {
    const api = tokenEndpoint({ answer: () => order() });
    fetch.mockImplementation(api.fetch);
    await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
    // The API no longer takes the token while this tab still thinks it good (another clock).
    api.expireAccessTokens();
    const calls = fetch.mock.calls.length;
    await Promise.all([1, 2, 3].map(() => backOfficeApi.order(UUID)));
    expect(api.state.refreshes).toEqual(['refresh-1']);
    // Three 401s, one refresh, three answers.
    expect(fetch.mock.calls.length - calls).toBe(7);
    expect(staffSession.accessToken()).toBe('staff-token-2');
  });

  it('asks to sign in again only when the refresh is refused', async () => {
    const api = tokenEndpoint({ answer: () => order() });
    fetch.mockImplementation(api.fetch);
    await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
    jest.setSystemTime(Date.now() + ACCESS_TOKEN_MS + 1000);
    api.state.refuse = true;
    await expect(backOfficeApi.order(UUID)).rejects.toBeInstanceOf(TokenRequestError);
    expect(staffSession.current()).toBeNull();
    expect(staffSession.reason()).toBe('expired');
    expect(sessionStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it('stays signed in when the refresh cannot reach the API, and refreshes on the next try', async () => {
    const api = tokenEndpoint({ answer: () => order() });
    fetch.mockImplementation(api.fetch);
    await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
    jest.setSystemTime(Date.now() + ACCESS_TOKEN_MS + 1000);
    api.state.unreachable = true;
    await expect(backOfficeApi.order(UUID)).rejects.toThrow('Failed to fetch');
    expect(staffSession.current()?.email).toBe('winkel@bloemenzo.nl');
    api.state.unreachable = false;
    expect((await backOfficeApi.order(UUID)).number).toBe('FB-100001');
    expect(api.state.refreshes).toEqual(['refresh-1', 'refresh-1']);
  });

  it('signs out at the API: the refresh token is revoked, then the session ends here', async () => {
    const api = tokenEndpoint({});
    fetch.mockImplementation(api.fetch);
    await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
    await staffSession.signOut();
    expect(api.state.revoked).toEqual(['refresh-1']);
    const revoke = fetch.mock.calls.find(([url]) => url === '/api/token/revoke')!;
    expect(Object.fromEntries(new URLSearchParams(String(revoke[1]?.body)))).toEqual({
      token: 'refresh-1',
      token_type_hint: 'refresh_token',
      client_id: 'shop-backoffice',
    });
    expect(staffSession.current()).toBeNull();
    expect(staffSession.reason()).toBe('signed-out');
  });

  it('signs out here even when the API cannot revoke the token', async () => {
    const api = tokenEndpoint({});
    fetch.mockImplementation(api.fetch);
    await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
    api.state.revokeFails = true;
    await staffSession.signOut();
    expect(staffSession.current()).toBeNull();
    expect(sessionStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it('keeps a stored session over a reload while it can be refreshed', () => {
    const expired = { token_type: 'Bearer', access_token: 'old', expires_at: 1 };
    sessionStorage.setItem(
      STAFF_SESSION_KEY,
      JSON.stringify({ email: 'winkel@bloemenzo.nl', tokens: { ...expired, refresh_token: 'r' } }),
    );
    jest.isolateModules(() => {
      const reloaded = jest.requireActual<typeof import('./staff-session')>('./staff-session');
      expect(reloaded.staffSession.current()?.email).toBe('winkel@bloemenzo.nl');
      expect(reloaded.staffSession.needsRefresh()).toBe(true);
    });
    sessionStorage.setItem(STAFF_SESSION_KEY, JSON.stringify({ email: 'x', tokens: expired }));
    jest.isolateModules(() => {
      const reloaded = jest.requireActual<typeof import('./staff-session')>('./staff-session');
      expect(reloaded.staffSession.current()).toBeNull();
    });
  });
});
