import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { sendOAuthError } from '../../http/oauth-answer';

const REFUSED_BODY = new Set([400, 413, 415]);

/** The token endpoint and its revocation endpoint (RFC 7009) read their requests alike. */
export default async function tokenHooks(app: FastifyInstance) {
  // Form bodies only here: every other route keeps taking JSON alone.
  await app.register(formbody);
  // RFC 6749 §5.2: whatever is wrong with the request itself is `invalid_request` (a body too
  // large or not a form keeps HTTP's 413 / 415); anything else (rate limits, a database that is
  // down) goes on to the app's error handler.
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (!REFUSED_BODY.has(status)) throw error;
    return sendOAuthError(reply, 'invalid_request', error.message, {
      status: status === 413 || status === 415 ? status : undefined,
    });
  });
}
