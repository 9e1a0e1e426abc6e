import type { FastifyInstance } from 'fastify';
import OAuth2Server from '@node-oauth/oauth2-server';
import * as v from 'valibot';
import { sendError } from '../../http/hydra';
import { noStore, sendOAuthError, type OAuthErrorCode } from '../../http/oauth-answer';
import { valibotSchema } from '../../http/valibot-schema';
import { ACCESS_TOKEN_LIFETIME_SECONDS, REFRESH_TOKEN_LIFETIME_SECONDS } from '../../domain/tokens';
import { tokenRequestContext } from '../../plugins/app/accounts/oauth-repository';
import { SUPPORTED_GRANT_TYPES } from '../../domain/oauth-metadata';
import { hydraErrorAnswer, json, oauthErrorAnswer, oauthFormErrors } from '../../http/answers';
import { tokenAnswer } from '../../schemas/answers/account';
import { AuthorizationCodeGrant } from '../../domain/authorization-code-grant';
import { authenticatesTwice, headersForOAuthLibrary } from '../../http/oauth-client-credentials';

/** The spec's client logs the user out on exactly this description. */
export const INVALID_REFRESH_TOKEN = 'The refresh token is invalid.';

const field = v.optional(v.string());
/**
 * Documents the form; @node-oauth/oauth2-server checks which fields each grant needs. Even
 * grant_type is optional here: a request without it is OAuth's `invalid_request`, not a
 * validation error of the shop's own kind. Every parameter, named here or not, is one string:
 * none may be sent twice (RFC 6749 §3.2).
 */
const tokenRequestSchema = v.objectWithRest(
  {
    grant_type: field,
    client_id: field,
    client_secret: field,
    username: field,
    password: field,
    code: field,
    redirect_uri: field,
    code_verifier: field,
    refresh_token: field,
    scope: field,
  },
  v.string(),
);
type TokenRequest = v.InferOutput<typeof tokenRequestSchema>;

/** The first parameter of a form that came more than once (the form parser makes it a list). */
const repeatedParameter = (body: unknown) =>
  body && typeof body === 'object'
    ? Object.entries(body).find(([, value]) => Array.isArray(value))?.[0]
    : undefined;

const PASSWORD_ATTEMPTS_PER_ADDRESS = 10;
const PASSWORD_ATTEMPTS_PER_USERNAME = 5;

/**
 * POST /token (RFC 6749 §3.2), form encoded: client_credentials (anonymous shopper),
 * password, authorization_code with S256 PKCE, and refresh_token (rotated on every use).
 */
export default async function tokenRoutes(app: FastifyInstance) {
  const server = new OAuth2Server({
    model: app.oauth.model,
    accessTokenLifetime: ACCESS_TOKEN_LIFETIME_SECONDS,
    refreshTokenLifetime: REFRESH_TOKEN_LIFETIME_SECONDS,
    alwaysIssueNewRefreshToken: true,
    // The library's code grant, with RFC 6749 §5.2's invalid_grant for another redirect URI.
    extendedGrantTypes: { authorization_code: AuthorizationCodeGrant },
    // The web shop is a public client: it proves itself by PKCE and the user's credentials.
    requireClientAuthentication: {
      client_credentials: false,
      password: false,
      authorization_code: false,
      refresh_token: false,
    },
  });
  // Guessing one account's password from many addresses is limited per username as well.
  const attemptsPerUsername = app.attemptLimiter(
    'password-grant',
    PASSWORD_ATTEMPTS_PER_USERNAME,
    60_000,
  );
  // Guessing many accounts' passwords from one address is limited per address.
  const attemptsPerAddress = app.attemptLimiter(
    'password-grant-address',
    PASSWORD_ATTEMPTS_PER_ADDRESS,
    60_000,
  );

  app.post<{ Body: TokenRequest }>(
    '',
    {
      schema: {
        answers: {
          200: json(tokenAnswer, 'The tokens'),
          400: oauthErrorAnswer(
            'RFC 6749 §5.2: invalid_request (a parameter missing, repeated or not a form; two ways ' +
              'of client authentication), invalid_client (an unknown client, or one that failed ' +
              'to prove itself in the body), invalid_grant (wrong credentials; a code or refresh ' +
              'token unknown, spent, expired or another client’s; a wrong PKCE verifier; another ' +
              'redirect_uri), unauthorized_client, unsupported_grant_type, invalid_scope',
          ),
          ...oauthFormErrors,
          429: hydraErrorAnswer('Too many password attempts: wait the seconds `Retry-After` names'),
        },
        tags: ['account'],
        summary: 'OAuth2 token endpoint (application/x-www-form-urlencoded)',
        consumes: ['application/x-www-form-urlencoded'],
        body: valibotSchema(tokenRequestSchema),
      },
      // Password attempts are limited per address and per username below (wrong ones count).
      config: { rateLimit: false },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        const repeated = repeatedParameter(request.body);
        return sendOAuthError(
          reply,
          'invalid_request',
          repeated
            ? `The parameter \`${repeated}\` is sent more than once.`
            : request.validationError.message,
        );
      }
      const body = request.body;
      if (authenticatesTwice(request.headers, body))
        return sendOAuthError(
          reply,
          'invalid_request',
          'The client authenticated in more than one way.',
        );
      // Checked before the client: the library would ask a grant it does not know for a secret.
      if (!body.grant_type)
        return sendOAuthError(reply, 'invalid_request', 'Missing parameter: `grant_type`');
      if (!(SUPPORTED_GRANT_TYPES as readonly string[]).includes(body.grant_type))
        return sendOAuthError(
          reply,
          'unsupported_grant_type',
          `The grant type \`${body.grant_type}\` is not supported.`,
        );
      if (body.grant_type === 'password' && body.username) {
        const wait = Math.max(
          await attemptsPerAddress.hit(request.ip),
          await attemptsPerUsername.hit(body.username.trim().toLowerCase()),
        );
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          return sendError(reply, 429, 'errors.tooManyRequests', { seconds: wait });
        }
      }
      const oauthRequest = new OAuth2Server.Request({
        method: request.method,
        headers: headersForOAuthLibrary(request.headers) as Record<string, string>,
        query: request.query as Record<string, string>,
        body,
      });
      const oauthResponse = new OAuth2Server.Response({ headers: {} });
      try {
        // An anonymous visitor's token names their cart when they prove it with its secret.
        const cartSecret = request.headers['x-cart-secret'];
        const cartUuid =
          body.grant_type === 'client_credentials' && typeof cartSecret === 'string'
            ? await app.carts.findBySecret(cartSecret)
            : null;
        const token = await tokenRequestContext.run({ cartUuid }, () =>
          server.token(oauthRequest, oauthResponse),
        );
        // The right password: this attempt does not count towards the account's limit.
        if (body.grant_type === 'password' && body.username) {
          await attemptsPerUsername.forgive(body.username.trim().toLowerCase());
          await attemptsPerAddress.forgive(request.ip);
        }
        return noStore(reply)
          .type('application/json; charset=utf-8')
          .send({
            access_token: token.accessToken,
            ...(token.refreshToken ? { refresh_token: token.refreshToken } : {}),
            // Staff's may be shorter (STAFF_TOKEN_TTL_SECONDS, ADR 0048): the client's own.
            expires_in:
              (token.client as { accessTokenLifetime?: number }).accessTokenLifetime ??
              ACCESS_TOKEN_LIFETIME_SECONDS,
            token_type: 'Bearer',
          });
      } catch (error) {
        if (!(error instanceof OAuth2Server.OAuthError) || error.name === 'server_error') {
          // Database trouble and bugs go to the app's error handler (503 / 500, logged).
          throw (error as { inner?: unknown }).inner ?? error;
        }
        const description =
          body.grant_type === 'refresh_token' && error.name === 'invalid_grant'
            ? INVALID_REFRESH_TOKEN
            : error.message;
        // The library answers 401 exactly when the client authenticated by the header.
        return sendOAuthError(reply, error.name as OAuthErrorCode, description, {
          clientAuthenticatedByHeader: error.code === 401,
        });
      }
    },
  );
}
