import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  issuesToViolations,
  passwordResetMailSchema,
  passwordResetSchema,
  type PasswordResetInput,
  type PasswordResetMailInput,
} from '@shop/contracts/schemas';
import { JSON_LD, sendError, violationsBody } from '../../http/hydra';
import { PayloadValidationError, valibotSchema } from '../../http/valibot-schema';
import { passwordResetLink, passwordResetMail } from '../../mail/password-reset-mail';
import { mailLocale } from '../../mail/mail-locale';
import { PASSWORD_RESET_LIFETIME_MS } from '../../plugins/app/accounts/password-reset-repository';
import { contextIri } from '../../http/iri';
import { jsonLd, empty } from '../../http/answers';
import { error } from '../../schemas/answers/hydra';
import { passwordResetMailAnswer } from '../../schemas/answers/account';

export interface PasswordResetRoutesOptions {
  /** The site's public address (SITE_URL): the only source of the link in the mail. */
  siteUrl: string;
}

/** Mails per address, on top of the per-IP limit: nobody gets their inbox flooded. */
export const RESET_MAILS_PER_ADDRESS = 3;
export const RESET_MAIL_ADDRESS_WINDOW_MS = 15 * 60 * 1000;
export const RESET_MAILS_PER_IP_PER_MINUTE = 5;
export const RESETS_PER_IP_PER_MINUTE = 10;

/** A bad e-mail address gets the spec's 'email check failure' message, with the field's violation. */
function emailCheckFailure(request: FastifyRequest, reply: FastifyReply, error: Error) {
  if (!(error instanceof PayloadValidationError)) throw error;
  const body = violationsBody(request.t, issuesToViolations(error.issues));
  if (body.violations?.some((violation) => violation.propertyPath === 'email'))
    body['hydra:description'] = request.t('passwordReset.emailCheckFailed');
  return reply.code(400).type(JSON_LD).send(body);
}

/**
 * The 'forgot password' life cycle: POST password-reset-mail sends a single-use link valid for
 * an hour; POST password-reset spends it to set a new password (see docs/adr/0007).
 */
export default async function passwordResetRoutes(
  app: FastifyInstance,
  options: PasswordResetRoutesOptions,
) {
  // Per address in Redis when configured, so every API instance counts together.
  const mailsPerAddress = app.attemptLimiter(
    'password-reset-mail',
    RESET_MAILS_PER_ADDRESS,
    RESET_MAIL_ADDRESS_WINDOW_MS,
  );

  app.post<{ Body: PasswordResetMailInput }>(
    '/password-reset-mail',
    {
      schema: {
        answers: {
          202: jsonLd(passwordResetMailAnswer, 'The mail is sent'),
          404: error(404, 'No account with that address'),
          409: error(409, 'A link was sent a moment ago'),
          502: error(502, 'The mail could not be sent'),
        },
        tags: ['account'],
        summary: 'Mail a single-use password reset link (valid 1 hour)',
        body: valibotSchema(passwordResetMailSchema),
      },
      attachValidation: true,
      config: { rateLimit: { max: RESET_MAILS_PER_IP_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (request.validationError)
        return emailCheckFailure(request, reply, request.validationError);
      const { email } = request.body;
      const wait = await mailsPerAddress.hit(email);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return sendError(reply, 429, 'errors.tooManyRequests', { seconds: wait });
      }
      const customer = await app.passwordResets.customerByEmail(email);
      if (!customer) return sendError(reply, 404, 'passwordReset.noAccount');
      const reset = await app.passwordResets.request(customer.uuid);
      if (reset.status === 'already-requested')
        return sendError(reply, 409, 'passwordReset.alreadyRequested');

      // Their preferred language when they chose one, else the page's they asked from.
      const locale = await mailLocale(app.db, customer.uuid, request.locale);
      const mail = passwordResetMail({
        locale,
        fullname: customer.fullname,
        link: passwordResetLink(options.siteUrl, locale, reset.token),
        validMinutes: PASSWORD_RESET_LIFETIME_MS / 60_000,
      });
      try {
        await app.mailer.send({ to: customer.email, ...mail });
      } catch (error) {
        // The link never reached the customer: it must not stay usable (nor block a retry).
        await app.passwordResets.discard(reset.id);
        const err = error as { code?: string; message?: string };
        request.log.error({ code: err.code, message: err.message }, 'password reset mail failed');
        return sendError(reply, 502, 'passwordReset.sendFailed');
      }
      return reply
        .code(202)
        .type(JSON_LD)
        .send({
          '@context': contextIri('PasswordResetMail'),
          '@type': 'PasswordResetMail',
          expiresAt: reset.expiresAt.toISOString(),
        });
    },
  );

  app.post<{ Body: PasswordResetInput }>(
    '/password-reset',
    {
      schema: {
        answers: { 204: empty('The password is set') },
        tags: ['account'],
        summary: 'Set a new password with the token from the reset mail; signs out everywhere',
        body: valibotSchema(passwordResetSchema),
      },
      config: { rateLimit: { max: RESETS_PER_IP_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await app.passwordResets.reset(request.body.token, request.body.newPassword);
      if (result === 'invalid-token') return sendError(reply, 400, 'passwordReset.invalidToken');
      return reply.code(204).send();
    },
  );
}
