/**
 * How long sign-out waits for the API to revoke the refresh token: the shopper asked to leave,
 * and a slow or unreachable API must not keep them signed in on this device.
 */
export const REVOKE_TIMEOUT_MS = 3000;

export interface TokenRevokerConfig {
  /** POST /token/revoke of the API (RFC 7009), e.g. '/api/token/revoke'. */
  revokeUrl: string;
  clientId: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Revokes a refresh token at the API (RFC 7009), which ends the sign-in it belongs to: neither
 * it nor a token rotated from it can be exchanged again. Rejects when the API refuses or does
 * not answer within the timeout; the caller signs out locally all the same.
 */
export function createTokenRevoker(config: TokenRevokerConfig) {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = config.timeoutMs ?? REVOKE_TIMEOUT_MS;
  return async function revokeRefreshToken(refreshToken: string): Promise<void> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(config.revokeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: refreshToken,
          token_type_hint: 'refresh_token',
          client_id: config.clientId,
        }).toString(),
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`Token revocation failed (${response.status})`);
    } finally {
      clearTimeout(timer);
    }
  };
}
