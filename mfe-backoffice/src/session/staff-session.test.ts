import { STAFF_SESSION_KEY, staffSession } from './staff-session';

const tokenAnswer = (expiresIn = 900) =>
  new Response(
    JSON.stringify({ token_type: 'Bearer', access_token: 'staff-token', expires_in: expiresIn }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

describe('the staff session', () => {
  const fetch = jest.spyOn(globalThis, 'fetch');
  afterEach(() => {
    staffSession.signOut();
    sessionStorage.clear();
  });

  it('signs in with the back office client, keeps the token in this tab only', async () => {
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
    expect(JSON.parse(sessionStorage.getItem(STAFF_SESSION_KEY) ?? '{}').email).toBe(
      'winkel@bloemenzo.nl',
    );
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

  it('does not use a token past its time', async () => {
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
});
