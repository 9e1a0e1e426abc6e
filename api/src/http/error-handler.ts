import type { FastifyError, FastifyInstance } from 'fastify';
import { issuesToViolations } from '@shop/shared-ui/schemas';
import { JSON_LD, sendError, violationsBody } from './hydra';
import { PayloadValidationError } from './valibot-validation';
import { translatorFor } from './i18n';

const DATABASE_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003']);

function isDatabaseUnavailable(error: unknown): boolean {
  const err = error as { code?: string; cause?: { code?: string }; message?: string };
  return (
    DATABASE_DOWN.has(err.code ?? '') ||
    DATABASE_DOWN.has(err.cause?.code ?? '') ||
    /Connection terminated|timeout exceeded when trying to connect/.test(err.message ?? '')
  );
}

/** Every failure leaves as a localized hydra:Error; bad input never becomes a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    request.t ??= translatorFor(request.headers['accept-language']).t;
    if (error instanceof PayloadValidationError) {
      return reply.code(400).type(JSON_LD).send(violationsBody(request.t, issuesToViolations(error.issues)));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, 'errors.unsupportedMediaType');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, 'errors.payloadTooLarge');
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

  app.setNotFoundHandler((request, reply) => {
    request.t ??= translatorFor(request.headers['accept-language']).t;
    return sendError(reply, 404, 'errors.notFoundResource');
  });
}
