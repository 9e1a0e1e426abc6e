import type { AuthRuntime, AuthUser } from '../auth-runtime';
import { RefreshGate } from './refresh-gate';
import { TokenRequestError, type TokenGrant } from './token-client';
import { isExpired, type TokenSet } from './token-set';
import { tokenStore as defaultStore } from './token-store';

/** The part of the Web Locks API the session uses (navigator.locks in browsers). */
export interface CrossTabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Serializes refreshes across the browser's tabs, which share the token cookies. */
export const REFRESH_LOCK_NAME = 'shop-auth-refresh';

function browserLocks(): CrossTabLocks | undefined {
  const locks = (globalThis.navigator as { locks?: CrossTabLocks } | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

export interface AuthSessionOptions {
  requestToken: (grant: TokenGrant) => Promise<TokenSet>;
  /** The me call: the signed-in user with their permissions. */
  loadAccount: (accessToken: string) => Promise<AuthUser>;
  runtime: AuthRuntime;
  store?: typeof defaultStore;
  /** Cross-tab lock; navigator.locks by default, none where the browser lacks it. */
  locks?: CrossTabLocks;
  /** Revokes a refresh token at the API (RFC 7009) when the shopper signs out. */
  revokeRefreshToken?: (refreshToken: string) => Promise<void>;
}

/**
 * The sign-in state machine of spec section 4: an anonymous token by client credentials, a
 * user token by password or by authorization code; refresh with the refresh token (users) or
 * client credentials again (anonymous); a failed token request logs out.
 */
export function createAuthSession({
  requestToken,
  loadAccount,
  runtime,
  store = defaultStore,
  locks = browserLocks(),
  revokeRefreshToken,
}: AuthSessionOptions) {
  const gate = new RefreshGate();

  async function login(tokens: TokenSet): Promise<void> {
    store.write('user', tokens);
    runtime.setUser(await loadAccount(tokens.access_token));
  }

  function logout(): void {
    store.clear('user');
    runtime.setUser(null);
  }

  /** Runs a token request; any failure logs the user out before it is passed on. */
  async function tokenOrLogout(grant: TokenGrant): Promise<TokenSet> {
    try {
      return await requestToken(grant);
    } catch (error) {
      logout();
      throw error;
    }
  }

  return {
    /**
     * At start a stored user token counts as a sign-in. A visitor without one gets an anonymous
     * token by client credentials (unless a valid one is stored), in the background: the page
     * does not wait for it.
     */
    async start(): Promise<void> {
      const tokens = store.read('user');
      if (tokens) {
        await login(tokens);
        return;
      }
      const anonymous = store.read('anonymous');
      if (!anonymous || isExpired(anonymous)) {
        void tokenOrLogout({ grant_type: 'client_credentials' }).then(
          (fresh) => store.write('anonymous', fresh),
          () => undefined,
        );
      }
    },

    accessToken(): string | null {
      return (store.read('user') ?? store.read('anonymous'))?.access_token ?? null;
    },

    async anonymous(): Promise<void> {
      store.write('anonymous', await tokenOrLogout({ grant_type: 'client_credentials' }));
    },

    async signInWithPassword(username: string, password: string): Promise<void> {
      await login(await tokenOrLogout({ grant_type: 'password', username, password }));
    },

    async signInWithCode(
      code: string | null | undefined,
      redirectUri: string,
      codeVerifier: string,
    ) {
      if (!code) throw new Error('Code not defined');
      await login(
        await tokenOrLogout({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
        }),
      );
    },

    /**
     * One refresh at a time in this page, and across the browser's tabs (they share the token
     * cookies, and a refresh token works once): a tab that waited for another tab's refresh
     * takes its result instead of spending the old token again. Not a sign-in: no login event.
     */
    refresh(): Promise<void> {
      return gate.run(async () => {
        const seen = store.read('user')?.refresh_token;
        const run = async () => {
          const user = store.read('user');
          if (!user?.refresh_token) {
            store.write('anonymous', await tokenOrLogout({ grant_type: 'client_credentials' }));
            return;
          }
          if (seen && user.refresh_token !== seen) return;
          store.write(
            'user',
            await tokenOrLogout({ grant_type: 'refresh_token', refresh_token: user.refresh_token }),
          );
        };
        await (locks ? locks.request(REFRESH_LOCK_NAME, run) : run());
      });
    },

    /**
     * The shopper signs out: the API revokes the refresh token first, so the sign-in ends there
     * too and a copy of the cookie is worth nothing. A revocation that fails or takes too long
     * never keeps anyone signed in: the local sign-out follows whatever the API said.
     */
    async signOut(): Promise<void> {
      const refreshToken = store.read('user')?.refresh_token;
      if (refreshToken && revokeRefreshToken)
        await revokeRefreshToken(refreshToken).catch(() => undefined);
      logout();
    },

    logout,
    isInvalidRefreshToken: (error: unknown) =>
      error instanceof TokenRequestError && error.isInvalidRefreshToken,
  };
}
