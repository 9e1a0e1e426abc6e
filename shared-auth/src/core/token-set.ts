/** The answer of POST /token. */
export interface TokenResponse {
  token_type: string;
  access_token: string;
  refresh_token?: string;
  expires_in: number;
}

/** A stored token set (spec section 3): expires_at in seconds since the epoch. */
export interface TokenSet {
  token_type: string;
  access_token: string;
  refresh_token?: string;
  expires_at: number;
}

export function toTokenSet(response: TokenResponse, nowMs = Date.now()): TokenSet {
  return {
    token_type: response.token_type,
    access_token: response.access_token,
    ...(response.refresh_token ? { refresh_token: response.refresh_token } : {}),
    expires_at: Math.floor(nowMs / 1000) + response.expires_in,
  };
}

export function isExpired(tokens: TokenSet, nowMs = Date.now()): boolean {
  return tokens.expires_at <= Math.floor(nowMs / 1000);
}
