import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { issuesToViolations } from '@shop/contracts/schemas';
import { JSON_LD, sendError, violationsBody } from '../../../http/hydra';
import { BodyNotObjectError, PayloadValidationError } from '../../../http/valibot-schema';
import { translatorFor } from '../../../http/i18n';
import { applySecurityHeaders } from '../../external/helmet';

const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const err = error as {
    code?: string;
    cause?: { code?: string; message?: string };
    message?: string;
  };
  return (
    DATABASE_DOWN.has(err.code ?? '') ||
    DATABASE_DOWN.has(err.cause?.code ?? '') ||
    /Connection terminated|connection error and is not queryable|Client was closed|timeout exceeded when trying to connect|PGlite is closed/.test(
      `${err.message ?? ''} ${err.cause?.message ?? ''}`,
    )
  );
}

/** Bodies Fastify could not parse as JSON: empty, broken, or with a `__proto__` key. */
const INVALID_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (bad %-encoding: 400; a path
 * parameter over 100 characters: 414), refused before any hook runs.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.t ??= translatorFor(request.headers['accept-language']).t;
  applySecurityHeaders(request, reply);
  return sendError(reply, error.statusCode === 414 ? 414 : 400, 'errors.badUrl');
}

/** Every failure leaves as a localized hydra:Error; bad input never becomes a 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Errors raised before the request context hook ran (e.g. body parsing) still get a language.
      request.t ??= translatorFor(request.headers['accept-language']).t;
      if (error instanceof PayloadValidationError) {
        return reply
          .code(400)
          .type(JSON_LD)
          .send(violationsBody(request.t, issuesToViolations(error.issues)));
      }
      if (error instanceof BodyNotObjectError) return sendError(reply, 400, 'errors.bodyNotObject');
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        return sendError(reply, 415, 'errors.unsupportedMediaType');
      if (INVALID_JSON.has(error.code)) return sendError(reply, 400, 'errors.invalidJson');
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendError(reply, 413, 'errors.payloadTooLarge');
      if (error.statusCode === 429) {
        const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60)));
        return sendError(reply, 429, 'errors.tooManyRequests', { seconds });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return sendError(reply, error.statusCode, 'errors.badRequest');
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return sendError(reply, 503, 'errors.unavailable');
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, 'errors.generic');
    });

    // Unknown URLs are rate limited too: otherwise probing for paths costs an attacker nothing.
    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
      (request, reply) => {
        request.t ??= translatorFor(request.headers['accept-language']).t;
        return sendError(reply, 404, 'errors.notFoundResource');
      },
    );
  },
  { name: 'error-handler', dependencies: ['rate-limit'] },
);
