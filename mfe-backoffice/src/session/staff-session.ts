import {
  createTokenClient,
  createTokenRevoker,
  isExpired,
  TokenRequestError,
  type TokenSet,
} from '@shop/shared-auth';
import { useSyncExternalStore } from 'react';

/**
 * The staff member's session (ADR 0039, 0046, 0048): tokens of the `shop-backoffice` client,
 * kept apart from the shopper's (never the customer's token cookies or `authSession`), in this
 * tab's session storage only, so closing the tab ends it. The access token is refreshed
 * silently with the refresh token (rotated at every use), when it has run out or the API
 * refuses it, for a working day at most; only a refused refresh ends the session, and the
 * screen then asks to sign in again. Signing out revokes the refresh token at the API.
 */
export const STAFF_CLIENT_ID = 'shop-backoffice';
export const STAFF_SESSION_KEY = 'backoffice-session';

export interface StaffSession {
  email: string;
  tokens: TokenSet;
}

/** Why the sign-in form shows: never signed in, signed out, or the session ran out. */
export type SignedOutReason = 'none' | 'signed-out' | 'expired';

interface State {
  session: StaffSession | null;
  reason: SignedOutReason;
}

/** A session that can still go on: a token, and a refresh token whenever the token ran out. */
const usable = (session: StaffSession) =>
  Boolean(session.tokens.refresh_token) || !isExpired(session.tokens);

const listeners = new Set<() => void>();
let state: State = { session: readStored(), reason: 'none' };
let refreshing: Promise<void> | null = null;

function readStored(): StaffSession | null {
  try {
    const stored = JSON.parse(
      globalThis.sessionStorage?.getItem(STAFF_SESSION_KEY) ?? 'null',
    ) as StaffSession | null;
    if (!stored?.tokens?.access_token || !usable(stored)) return null;
    return stored;
  } catch {
    return null;
  }
}

function set(next: State) {
  state = next;
  try {
    if (next.session) sessionStorage.setItem(STAFF_SESSION_KEY, JSON.stringify(next.session));
    else sessionStorage.removeItem(STAFF_SESSION_KEY);
  } catch {
    // Storage refused (private mode): the session lives in this page only.
  }
  listeners.forEach((listener) => listener());
}

const requestToken = createTokenClient({ tokenUrl: '/api/token', clientId: STAFF_CLIENT_ID });
const revokeRefreshToken = createTokenRevoker({
  revokeUrl: '/api/token/revoke',
  clientId: STAFF_CLIENT_ID,
});

/**
 * The API said no to the refresh token (a 4xx: revoked, reused, past the day's end, the member
 * deactivated). A network failure or a 5xx is no refusal: the staff member stays signed in.
 */
const refused = (error: unknown) =>
  error instanceof TokenRequestError && error.status >= 400 && error.status < 500;

function expire() {
  if (state.session) set({ session: null, reason: 'expired' });
}

export const staffSession = {
  current(): StaffSession | null {
    if (state.session && !usable(state.session)) expire();
    return state.session;
  },
  reason(): SignedOutReason {
    return state.reason;
  },
  /** The access token to send, even a stale one: the API's 401 leads to a refresh. */
  accessToken(): string | null {
    return staffSession.current()?.tokens.access_token ?? null;
  },
  /** Whether the access token has run out, so a request would only get a 401. */
  needsRefresh(): boolean {
    const session = staffSession.current();
    return session !== null && isExpired(session.tokens);
  },
  /** POST /token with the staff member's e-mail and password; throws TokenRequestError. */
  async signIn(email: string, password: string): Promise<void> {
    const tokens = await requestToken({ grant_type: 'password', username: email, password });
    set({ session: { email, tokens }, reason: 'none' });
  },
  /**
   * A new access token (and refresh token) for the session, without a sign-in: one request at a
   * time, however many callers ask at once. The session object changes, never the screen: what
   * the staff member was typing stays. A refused refresh ends the session and rejects.
   */
  refresh(): Promise<void> {
    refreshing ??= (async () => {
      const session = state.session;
      const refreshToken = session?.tokens.refresh_token;
      if (!session || !refreshToken) {
        expire();
        throw new Error('No staff session to refresh');
      }
      try {
        const tokens = await requestToken({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
        });
        if (state.session === session) set({ session: { ...session, tokens }, reason: 'none' });
        // Signed out meanwhile: the new token must not outlive the sign-out at the API.
        else if (tokens.refresh_token) void revokeRefreshToken(tokens.refresh_token).catch(() => 0);
      } catch (error) {
        if (refused(error)) expire();
        throw error;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  },
  /**
   * Ends the session at the API first (its refresh token revoked, so a copy is worth nothing),
   * then here. A revocation that fails or takes longer than 3 s never keeps anyone signed in.
   */
  async signOut(): Promise<void> {
    const refreshToken = state.session?.tokens.refresh_token;
    if (refreshToken) await revokeRefreshToken(refreshToken).catch(() => undefined);
    set({ session: null, reason: 'signed-out' });
  },
  /** The API refused the token even after a refresh (401): the session is over. */
  expire,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const snapshot = () => state;

/** The session and why there is none, re-rendered when it changes. */
export function useStaffSession(): State {
  return useSyncExternalStore(staffSession.subscribe, snapshot, snapshot);
}
