export { toTokenSet, isExpired, type TokenResponse, type TokenSet } from './token-set';
export { createCodeVerifier, codeChallengeS256, PKCE_VERIFIER_LENGTH } from './pkce';
export { RefreshGate, REFRESH_POLL_MS, REFRESH_POLL_TRIES } from './refresh-gate';
export { tokenStore, TOKEN_COOKIES, TOKEN_COOKIE_DAYS, type TokenKind } from './token-store';
export {
  createTokenClient,
  TokenRequestError,
  INVALID_REFRESH_TOKEN,
  type TokenClientConfig,
  type TokenGrant,
} from './token-client';
export { createTokenRevoker, REVOKE_TIMEOUT_MS, type TokenRevokerConfig } from './token-revocation';
export { createAuthSession, type AuthSessionOptions } from './auth-session';
export {
  createAuthorizationFlow,
  AuthorizationStateError,
  PENDING_AUTHORIZATION_KEY,
  safeRedirectPath,
  type AuthorizationFlow,
  type AuthorizationFlowConfig,
} from './authorization-flow';
