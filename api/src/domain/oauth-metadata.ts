/** The grants POST /token answers (RFC 6749 §4, with RFC 7636 PKCE for the code). */
export const SUPPORTED_GRANT_TYPES = [
  'authorization_code',
  'password',
  'client_credentials',
  'refresh_token',
] as const;

/**
 * Scopes a client may ask for. A person's token carries their own permissions (ADR 0006, 0039);
 * a scope is for a client acting for itself, and only one registered for it (oauth_clients.scopes):
 * `fulfilment` for the fulfilment system. Anything else is `invalid_scope`, never ignored.
 */
export const SUPPORTED_SCOPES: readonly string[] = ['fulfilment'];

/**
 * Authorization server metadata (RFC 8414) of the site at `origin`. The issuer is the site
 * itself, so the document sits at its root (`/.well-known/oauth-authorization-server`) where
 * RFC 8414 §3 puts it; the endpoints are the ones the browser uses: the sign-in page at
 * `/authorize`, the rest under `/api`, where the site reaches the API.
 */
export function authorizationServerMetadata(origin: string) {
  return {
    issuer: origin,
    authorization_endpoint: `${origin}/authorize`,
    token_endpoint: `${origin}/api/token`,
    revocation_endpoint: `${origin}/api/token/revoke`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: [...SUPPORTED_GRANT_TYPES],
    code_challenge_methods_supported: ['S256'],
    // The web shop is a public client (`none`); a confidential one sends its secret.
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    revocation_endpoint_auth_methods_supported: [
      'none',
      'client_secret_basic',
      'client_secret_post',
    ],
    scopes_supported: [...SUPPORTED_SCOPES],
    ui_locales_supported: ['nl-NL', 'nl-BE', 'fr-BE', 'en-US'],
    service_documentation: `${origin}/api/docs`,
  };
}
