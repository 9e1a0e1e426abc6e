import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes; the site refreshes them with the refresh token. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** As long as the site's token cookies (30 days). */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const AUTHORIZATION_CODE_LIFETIME_SECONDS = 60;

/**
 * Staff sessions (ADR 0048): a working day at most, however often refreshed, and ended sooner
 * by two hours without a refresh (a screen left alone). Access tokens as shoppers' unless
 * STAFF_TOKEN_TTL_SECONDS makes them shorter (the e2e run: a few seconds).
 */
export interface StaffSessionLimits {
  accessTokenSeconds: number;
  idleSeconds: number;
  maxSeconds: number;
}
export const STAFF_SESSION_LIMITS: StaffSessionLimits = {
  accessTokenSeconds: ACCESS_TOKEN_LIFETIME_SECONDS,
  idleSeconds: 2 * 60 * 60,
  maxSeconds: 12 * 60 * 60,
};

/** Anonymous (client credentials) tokens carry a subject with this prefix. */
export const ANONYMOUS_SUBJECT_PREFIX = 'anonymous:';

/**
 * A customer's subject is their uuid; anonymous shoppers, staff (`staff:`) and clients acting
 * for themselves (`client:`) carry a prefix, so no token of theirs is ever taken for a customer's.
 */
export const isCustomerSubject = (sub: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);

/** Refresh tokens and codes are stored only as this hash, so a database leak yields nothing usable. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface AccessTokenClaims {
  sub: string;
  client_id: string;
  scope: string;
  /** Anonymous tokens only: the visitor's cart, proven by its secret when the token was issued. */
  cart?: string;
}

export async function signAccessToken(
  claims: AccessTokenClaims,
  secret: Uint8Array,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({
    client_id: claims.client_id,
    scope: claims.scope,
    ...(claims.cart ? { cart: claims.cart } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setJti(randomBytes(12).toString('base64url'))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** The claims of a valid, unexpired HS256 token, else null. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.client_id !== 'string') return null;
    return {
      sub: payload.sub,
      client_id: payload.client_id,
      scope: typeof payload.scope === 'string' ? payload.scope : '',
      ...(typeof payload.cart === 'string' ? { cart: payload.cart } : {}),
    };
  } catch {
    return null;
  }
}
