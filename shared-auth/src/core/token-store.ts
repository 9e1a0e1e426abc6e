import Cookies from 'js-cookie';
import type { TokenSet } from './token-set';

/** The two token sets of the spec, each in its own cookie (prefixed with the auth team's name). */
export type TokenKind = 'user' | 'anonymous';
export const TOKEN_COOKIES: Record<TokenKind, string> = {
  user: 'shop-auth-user-token',
  anonymous: 'shop-auth-anonymous-token',
};
/** Token cookies last 30 days: secure, sameSite lax, path / (spec section 9). */
export const TOKEN_COOKIE_DAYS = 30;
const cookieAttributes = {
  expires: TOKEN_COOKIE_DAYS,
  secure: true,
  sameSite: 'lax',
  path: '/',
} as const;

function isTokenSet(value: unknown): value is TokenSet {
  const tokens = value as Partial<TokenSet> | null;
  return typeof tokens?.access_token === 'string' && typeof tokens.expires_at === 'number';
}

export const tokenStore = {
  read(kind: TokenKind): TokenSet | null {
    const raw = Cookies.get(TOKEN_COOKIES[kind]);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isTokenSet(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  write(kind: TokenKind, tokens: TokenSet): void {
    Cookies.set(TOKEN_COOKIES[kind], JSON.stringify(tokens), cookieAttributes);
  },
  clear(kind: TokenKind): void {
    Cookies.remove(TOKEN_COOKIES[kind], { path: '/' });
  },
};
