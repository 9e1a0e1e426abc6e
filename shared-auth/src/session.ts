import type { createAuthSession } from './core/auth-session';

export type AuthSession = ReturnType<typeof createAuthSession>;

/** The page's one sign-in session: the host creates it at start-up, every team uses it. */
let current: AuthSession | null = null;

export function provideAuthSession(session: AuthSession): void {
  current = session;
}

export function authSession(): AuthSession {
  if (!current) throw new Error('No auth session: the host provides it at start-up');
  return current;
}
