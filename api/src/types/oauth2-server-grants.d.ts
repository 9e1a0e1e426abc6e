// The library's own code grant, which it does not export by name; its index types the rest.
declare module '@node-oauth/oauth2-server/lib/grant-types/authorization-code-grant-type.js' {
  import OAuth2Server from '@node-oauth/oauth2-server';

  export default class AuthorizationCodeGrantType extends OAuth2Server.AbstractGrantType {
    handle(
      request: OAuth2Server.Request,
      client: OAuth2Server.Client,
    ): Promise<OAuth2Server.Token | OAuth2Server.Falsey>;
    validateRedirectUri(request: OAuth2Server.Request, code: OAuth2Server.AuthorizationCode): void;
  }
}
