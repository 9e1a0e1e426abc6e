import { jwtVerify, SignJWT } from 'jose';

/**
 * Subscriber tokens live briefly: the site asks for a fresh one whenever the hub refuses a
 * reconnect, and a token that leaks (it travels in the hub URL) is soon worthless.
 */
export const HUB_TOKEN_LIFETIME_SECONDS = 10 * 60;

/** The Mercure claim: which topics (or topic selectors) the bearer may receive. */
export interface HubClaims {
  subscribe: string[];
}

export async function signHubToken(
  claims: HubClaims & { subject: string },
  secret: Uint8Array,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ mercure: { subscribe: claims.subscribe } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.subject)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** The claim of a valid, unexpired HS256 subscriber token, else null. */
export async function verifyHubToken(token: string, secret: Uint8Array): Promise<HubClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const subscribe = (payload.mercure as { subscribe?: unknown } | undefined)?.subscribe;
    if (!Array.isArray(subscribe) || !subscribe.every((topic) => typeof topic === 'string'))
      return null;
    return { subscribe };
  } catch {
    return null;
  }
}
