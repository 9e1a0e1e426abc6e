import { API_TIMEOUT_MS, ApiTimeoutError } from '@shop/shared-http';
import { toTokenSet, type TokenResponse, type TokenSet } from './token-set';

export const INVALID_REFRESH_TOKEN = 'The refresh token is invalid.';

/** A POST /token that failed, or answered without an access token. */
export class TokenRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: string | undefined,
    readonly errorDescription: string | undefined,
  ) {
    super(errorDescription ?? error ?? `Token request failed (${status})`);
    this.name = 'TokenRequestError';
  }

  get isInvalidRefreshToken(): boolean {
    return this.errorDescription === INVALID_REFRESH_TOKEN;
  }
}

export interface TokenClientConfig {
  /** POST /token of the API, e.g. '/api/token'. */
  tokenUrl: string;
  clientId: string;
  clientSecret?: string;
  getCartSecret?: () => string | null | undefined;
  getSiteContext?: () => string | null | undefined;
  fetch?: typeof fetch;
  /** The same limit as every other call (spec section 7: 20 s); then an ApiTimeoutError. */
  timeoutMs?: number;
}

export type TokenGrant =
  | { grant_type: 'client_credentials' }
  | { grant_type: 'password'; username: string; password: string }
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string; code_verifier: string }
  | { grant_type: 'refresh_token'; refresh_token: string };

/**
 * POST /token as a form, with x-cart-secret and x-site-context when there are any. A token
 * endpoint that does not answer within the timeout fails like any other call (ApiTimeoutError),
 * so a sign-in or a refresh ends in a message instead of waiting for ever.
 */
export function createTokenClient(config: TokenClientConfig) {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = config.timeoutMs ?? API_TIMEOUT_MS;
  return async function requestToken(grant: TokenGrant): Promise<TokenSet> {
    const form = new URLSearchParams({ ...grant, client_id: config.clientId });
    if (config.clientSecret) form.set('client_secret', config.clientSecret);
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    const cartSecret = config.getCartSecret?.();
    if (cartSecret) headers['x-cart-secret'] = cartSecret;
    const site = config.getSiteContext?.();
    if (site) headers['x-site-context'] = site;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    let body: Partial<TokenResponse> & { error?: string; error_description?: string };
    try {
      response = await doFetch(config.tokenUrl, {
        method: 'POST',
        headers,
        body: form.toString(),
        signal: controller.signal,
      });
      body = (await response.json().catch(() => {
        if (controller.signal.aborted) throw new ApiTimeoutError(timeoutMs);
        return {};
      })) as typeof body;
    } catch (error) {
      throw controller.signal.aborted ? new ApiTimeoutError(timeoutMs) : error;
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok || typeof body.access_token !== 'string') {
      throw new TokenRequestError(response.status, body.error, body.error_description);
    }
    return toTokenSet(body as TokenResponse);
  };
}
