import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { noStore, sendOAuthError } from '../../../http/oauth-answer';
import { valibotSchema } from '../../../http/valibot-schema';
import { authenticatesTwice, clientCredentials } from '../../../http/oauth-client-credentials';
import { empty, oauthErrorAnswer, oauthFormErrors } from '../../../http/answers';

const field = v.optional(v.string());
/** RFC 7009 §2.1: the token, an optional hint, and the client's credentials. */
const revocationRequestSchema = v.looseObject({
  token: field,
  token_type_hint: field,
  client_id: field,
  client_secret: field,
});
type RevocationRequest = v.InferOutput<typeof revocationRequestSchema>;

/** Revocation asks are cheap to make and each one a database write: a generous limit. */
const REVOCATIONS_PER_MINUTE = 30;

/**
 * POST /token/revoke (RFC 7009), form encoded: a client ends a sign-in by its refresh token.
 * The token's whole family (every token rotated from the same sign-in) is revoked, so neither
 * it nor any successor can be exchanged again. Access tokens are signed, not stored: they
 * cannot be revoked and run out within 15 minutes (`unsupported_token_type`). A token the API
 * does not know is no error (§2.2): the client's goal, a token that no longer works, is met.
 */
export default async function revocationRoutes(app: FastifyInstance) {
  app.post<{ Body: RevocationRequest }>(
    '',
    {
      schema: {
        answers: {
          200: empty('Revoked, or not known (RFC 7009 §2.2)'),
          400: oauthErrorAnswer(
            'RFC 7009: invalid_request, unauthorized_client, unsupported_token_type',
          ),
          ...oauthFormErrors,
        },
        tags: ['account'],
        summary: 'OAuth2 token revocation (RFC 7009, application/x-www-form-urlencoded)',
        consumes: ['application/x-www-form-urlencoded'],
        body: valibotSchema(revocationRequestSchema),
      },
      config: { rateLimit: { max: REVOCATIONS_PER_MINUTE, timeWindow: 60_000 } },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError)
        return sendOAuthError(reply, 'invalid_request', request.validationError.message);
      const byHeader = Boolean(request.headers.authorization);
      if (authenticatesTwice(request.headers, request.body))
        return sendOAuthError(
          reply,
          'invalid_request',
          'The client authenticated in more than one way.',
        );
      const credentials = clientCredentials(request.headers, request.body);
      if (!credentials)
        return sendOAuthError(reply, 'invalid_client', 'Invalid client: unreadable credentials', {
          clientAuthenticatedByHeader: true,
        });
      if (!credentials.id)
        return sendOAuthError(reply, 'invalid_request', 'Missing parameter: `client_id`');
      const { token } = request.body;
      if (!token) return sendOAuthError(reply, 'invalid_request', 'Missing parameter: `token`');
      const client = await app.oauth.model.getClient(credentials.id, credentials.secret ?? '');
      if (!client)
        return sendOAuthError(reply, 'invalid_client', 'Invalid client: client is invalid', {
          clientAuthenticatedByHeader: byHeader,
        });
      const outcome = await app.oauth.revokeRefreshToken(token, client.id);
      if (outcome === 'other-client')
        return sendOAuthError(
          reply,
          'unauthorized_client',
          'The token was not issued to this client.',
        );
      if (outcome === 'unknown' && (await app.accessTokens.verify(token)))
        return sendOAuthError(
          reply,
          'unsupported_token_type',
          'Access tokens cannot be revoked: they expire within 15 minutes. Revoke the refresh token.',
        );
      return noStore(reply).code(200).send();
    },
  );
}
