import { createTokenClient, isExpired, type TokenSet } from '@shop/shared-auth';
import { useSyncExternalStore } from 'react';

/**
 * The staff member's session (ADR 0039, 0046): a token of the `shop-backoffice` client, kept
 * apart from the shopper's (never the customer's token cookies or `authSession`), in this tab's
 * session storage only, so closing the tab ends it. Staff tokens last 15 minutes and have no
 * refresh token: an expired or refused token ends the session and the screen asks to sign in
 * again, where the staff member was.
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

const listeners = new Set<() => void>();
let state: State = { session: readStored(), reason: 'none' };

function readStored(): StaffSession | null {
  try {
    const stored = JSON.parse(
      globalThis.sessionStorage?.getItem(STAFF_SESSION_KEY) ?? 'null',
    ) as StaffSession | null;
    if (!stored?.tokens?.access_token || isExpired(stored.tokens)) return null;
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

export const staffSession = {
  current(): StaffSession | null {
    if (state.session && isExpired(state.session.tokens)) set({ session: null, reason: 'expired' });
    return state.session;
  },
  reason(): SignedOutReason {
    return state.reason;
  },
  accessToken(): string | null {
    return staffSession.current()?.tokens.access_token ?? null;
  },
  /** POST /token with the staff member's e-mail and password; throws TokenRequestError. */
  async signIn(email: string, password: string): Promise<void> {
    const tokens = await requestToken({ grant_type: 'password', username: email, password });
    set({ session: { email, tokens }, reason: 'none' });
  },
  signOut(): void {
    set({ session: null, reason: 'signed-out' });
  },
  /** The API refused the token (401): the session is over. */
  expire(): void {
    if (state.session) set({ session: null, reason: 'expired' });
  },
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
