import { AuthRuntime } from '../auth-runtime';
import { createAuthSession } from './auth-session';
import { TokenRequestError, type TokenGrant } from './token-client';
import type { TokenSet } from './token-set';
import type { TokenKind } from './token-store';

function memoryStore() {
  const sets = new Map<TokenKind, TokenSet>();
  return {
    read: (kind: TokenKind) => sets.get(kind) ?? null,
    write: (kind: TokenKind, tokens: TokenSet) => void sets.set(kind, tokens),
    clear: (kind: TokenKind) => void sets.delete(kind),
  };
}
const tokens = (access: string, refresh?: string): TokenSet => ({
  token_type: 'Bearer',
  access_token: access,
  ...(refresh ? { refresh_token: refresh } : {}),
  expires_at: 2_000_000_000,
});
const user = { uuid: 'u1', currentCompany: null, permissions: ['orders.read'] };

function setup(
  requestToken: (grant: TokenGrant) => Promise<TokenSet>,
  revokeRefreshToken?: (refreshToken: string) => Promise<void>,
) {
  const store = memoryStore();
  const runtime = new AuthRuntime();
  const loadAccount = jest.fn(() => Promise.resolve(user));
  const session = createAuthSession({
    requestToken: jest.fn(requestToken),
    loadAccount,
    runtime,
    store,
    revokeRefreshToken,
  });
  return { store, runtime, loadAccount, session };
}

describe('auth session', () => {
  it('signs in with a password: stores the user token and loads the account', async () => {
    const { session, store, runtime, loadAccount } = setup(() =>
      Promise.resolve(tokens('a1', 'r1')),
    );
    await session.signInWithPassword('demo@bloemenzo.nl', 'Bloem3n!');
    expect(store.read('user')?.access_token).toBe('a1');
    expect(loadAccount).toHaveBeenCalledWith('a1');
    expect(runtime.getSnapshot().user).toEqual(user);
    expect(session.accessToken()).toBe('a1');
  });

  it("refuses a code callback without a code: 'Code not defined'", async () => {
    const { session } = setup(() => Promise.resolve(tokens('a')));
    await expect(session.signInWithCode(null, '/authorize/callback', 'v')).rejects.toThrow(
      'Code not defined',
    );
  });

  it('refreshes a user with the refresh token, without signing in again', async () => {
    const requestToken = jest.fn((grant: TokenGrant) =>
      Promise.resolve(
        grant.grant_type === 'refresh_token' ? tokens('a2', 'r2') : tokens('a1', 'r1'),
      ),
    );
    const { session, store, loadAccount } = setup(requestToken);
    await session.signInWithPassword('x', 'y');
    await session.refresh();
    expect(store.read('user')).toMatchObject({ access_token: 'a2', refresh_token: 'r2' });
    expect(loadAccount).toHaveBeenCalledTimes(1);
  });

  it('refreshes an anonymous visitor with client credentials again', async () => {
    const grants: string[] = [];
    const { session, store } = setup((grant) => {
      grants.push(grant.grant_type);
      return Promise.resolve(tokens(`anon${grants.length}`));
    });
    await session.anonymous();
    await session.refresh();
    expect(grants).toEqual(['client_credentials', 'client_credentials']);
    expect(store.read('anonymous')?.access_token).toBe('anon2');
  });

  it('logs out and rethrows when the refresh token is invalid', async () => {
    let calls = 0;
    const { session, store, runtime } = setup(() =>
      calls++ === 0
        ? Promise.resolve(tokens('a1', 'r1'))
        : Promise.reject(
            new TokenRequestError(400, 'invalid_grant', 'The refresh token is invalid.'),
          ),
    );
    await session.signInWithPassword('x', 'y');
    const error = await session.refresh().catch((e: unknown) => e);
    expect(session.isInvalidRefreshToken(error)).toBe(true);
    expect(store.read('user')).toBeNull();
    expect(runtime.getSnapshot().user).toBeNull();
  });

  it('logs out when a token request fails', async () => {
    const { session, store, runtime } = setup(() =>
      Promise.reject(new TokenRequestError(500, undefined, undefined)),
    );
    store.write('user', tokens('old', 'r'));
    await expect(session.signInWithPassword('x', 'y')).rejects.toBeInstanceOf(TokenRequestError);
    expect(store.read('user')).toBeNull();
    expect(runtime.getSnapshot().user).toBeNull();
  });

  it('treats a stored user token at start as a sign-in', async () => {
    const { session, store, runtime, loadAccount } = setup(() => Promise.resolve(tokens('unused')));
    store.write('user', tokens('stored', 'r'));
    await session.start();
    expect(loadAccount).toHaveBeenCalledWith('stored');
    expect(runtime.getSnapshot().user).toEqual(user);
  });

  it('starts anonymous when no user token is stored: an anonymous token by client credentials', async () => {
    const requestToken = jest.fn((_grant: TokenGrant) => Promise.resolve(tokens('anon')));
    const { session, store, loadAccount } = setup(requestToken);
    await session.start();
    await Promise.resolve();
    expect(loadAccount).not.toHaveBeenCalled();
    expect(requestToken).toHaveBeenCalledWith({ grant_type: 'client_credentials' });
    expect(store.read('anonymous')?.access_token).toBe('anon');
    expect(session.accessToken()).toBe('anon');
  });

  it('keeps a stored anonymous token that is still valid, and replaces an expired one', async () => {
    const requestToken = jest.fn((_grant: TokenGrant) => Promise.resolve(tokens('fresh')));
    const { session, store } = setup(requestToken);
    store.write('anonymous', tokens('kept'));
    await session.start();
    expect(requestToken).not.toHaveBeenCalled();
    store.write('anonymous', { ...tokens('old'), expires_at: 1 });
    await session.start();
    await Promise.resolve();
    expect(requestToken).toHaveBeenCalledTimes(1);
    expect(store.read('anonymous')?.access_token).toBe('fresh');
  });

  it('asks no anonymous token for a signed-in user', async () => {
    const requestToken = jest.fn((_grant: TokenGrant) => Promise.resolve(tokens('unused')));
    const { session, store } = setup(requestToken);
    store.write('user', tokens('stored', 'r'));
    await session.start();
    expect(requestToken).not.toHaveBeenCalled();
  });

  it('refreshes once for two tabs that share the cookies and refresh at the same moment', async () => {
    // Two pages of one browser: one cookie jar, one Web Locks manager.
    const store = memoryStore();
    store.write('user', tokens('a0', 'r0'));
    let queue = Promise.resolve();
    const locks = {
      request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
        const result = queue.then(callback);
        queue = result.then(
          () => undefined,
          () => undefined,
        );
        return result;
      },
    };
    let issued = 0;
    const requestToken = jest.fn((grant: TokenGrant) => {
      if (grant.grant_type !== 'refresh_token' || grant.refresh_token !== `r${issued}`)
        return Promise.reject(
          new TokenRequestError(400, 'invalid_grant', 'The refresh token is invalid.'),
        );
      issued += 1;
      return Promise.resolve(tokens(`a${issued}`, `r${issued}`));
    });
    const tab = () =>
      createAuthSession({
        requestToken,
        loadAccount: () => Promise.resolve(user),
        runtime: new AuthRuntime(),
        store,
        locks,
      });
    const [first, second] = [tab(), tab()];
    await Promise.all([first.refresh(), second.refresh()]);
    expect(requestToken).toHaveBeenCalledTimes(1);
    expect(store.read('user')?.access_token).toBe('a1');
    expect(second.accessToken()).toBe('a1');
  });

  describe('signing out', () => {
    it('revokes the refresh token at the API before the user token is cleared', async () => {
      const seenAtRevocation: (string | undefined)[] = [];
      const revoke = jest.fn(async (_refreshToken: string) => {
        seenAtRevocation.push(store.read('user')?.access_token);
      });
      const { session, store, runtime } = setup(() => Promise.resolve(tokens('a1', 'r1')), revoke);
      await session.signInWithPassword('demo@bloemenzo.nl', 'Bloem3n!');
      await session.signOut();
      expect(revoke).toHaveBeenCalledWith('r1');
      expect(seenAtRevocation).toEqual(['a1']);
      expect(store.read('user')).toBeNull();
      expect(runtime.getSnapshot().user).toBeNull();
    });

    it('signs out all the same when the revocation fails', async () => {
      const revoke = jest.fn(() => Promise.reject(new Error('offline')));
      const { session, store, runtime } = setup(() => Promise.resolve(tokens('a1', 'r1')), revoke);
      await session.signInWithPassword('demo@bloemenzo.nl', 'Bloem3n!');
      await expect(session.signOut()).resolves.toBeUndefined();
      expect(store.read('user')).toBeNull();
      expect(runtime.getSnapshot().user).toBeNull();
    });

    it('revokes nothing for a visitor who was not signed in', async () => {
      const revoke = jest.fn(() => Promise.resolve());
      const { session, runtime } = setup(() => Promise.resolve(tokens('anon')), revoke);
      await session.anonymous();
      await session.signOut();
      expect(revoke).not.toHaveBeenCalled();
      expect(runtime.getSnapshot().user).toBeNull();
    });
  });
});
