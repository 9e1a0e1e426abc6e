import OAuth2Server from '@node-oauth/oauth2-server';
import LibraryAuthorizationCodeGrant from '@node-oauth/oauth2-server/lib/grant-types/authorization-code-grant-type.js';

/**
 * @node-oauth/oauth2-server's code grant, with RFC 6749 §5.2's words for a redirect URI that is
 * not the authorization request's: the grant "does not match the redirection URI used in the
 * authorization request" is `invalid_grant` (the library says `invalid_request`). One left out
 * is a required parameter missing (§4.1.3), `invalid_request`. Only the request's body counts:
 * the token request's parameters are a form (§4.1.3), never the URL's query.
 */
export class AuthorizationCodeGrant extends LibraryAuthorizationCodeGrant {
  override validateRedirectUri(
    request: OAuth2Server.Request,
    code: OAuth2Server.AuthorizationCode,
  ): void {
    if (!code.redirectUri) return;
    const sent: unknown = request.body?.redirect_uri;
    if (!sent) throw new OAuth2Server.InvalidRequestError('Missing parameter: `redirect_uri`');
    if (sent !== code.redirectUri)
      throw new OAuth2Server.InvalidGrantError(
        'Invalid grant: `redirect_uri` is not the one of the authorization request',
      );
  }
}
