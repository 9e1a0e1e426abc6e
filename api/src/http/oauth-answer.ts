import type { FastifyReply } from 'fastify';

/** RFC 6749 §5.2 error codes, and RFC 7009 §2.2.1's one for revocation. */
export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'unsupported_token_type',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

/**
 * Token answers are secrets: no cache may keep them (RFC 6749 §5.1). `Pragma` is for HTTP/1.0
 * caches, which know no Cache-Control.
 */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

/**
 * An error of the token or revocation endpoint as RFC 6749 §5.2 writes it: JSON with `error`
 * and `error_description`, 400; `invalid_client` is 401 with a challenge when the client tried
 * to authenticate by the Authorization header. A body refused by HTTP itself keeps its own
 * status (413 too large, 415 not a form: "unless specified otherwise").
 */
export function sendOAuthError(
  reply: FastifyReply,
  error: OAuthErrorCode,
  description: string,
  options: { clientAuthenticatedByHeader?: boolean; status?: 413 | 415 } = {},
) {
  const challenged = error === 'invalid_client' && options.clientAuthenticatedByHeader;
  if (challenged) reply.header('www-authenticate', 'Basic realm="shop"');
  return noStore(reply)
    .code(challenged ? 401 : (options.status ?? 400))
    .type('application/json; charset=utf-8')
    .send({ error, error_description: description });
}
