import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  companyUserUpdateSchema,
  companyRolesSchema,
  type CompanyRolesInput,
  type CompanyUserUpdateInput,
} from '@shop/contracts/schemas';
import { JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { companyParams } from '../../../schemas/params';
import { customerIri } from '../../../http/hub-topics';
import { sendLockConflict } from '../../../http/lock-conflict';
import { lockRoutes } from '../../../http/lock-routes';
import { contextIri } from '../../../http/iri';
import { jsonLd } from '../../../http/answers';
import { companyUserSchema } from '../../../schemas/answers/account';
import { publishUser, sendRefused, userRefused, type UserView } from '../company-user-news';

/**
 * A user of the caller's company under /relation/customers (users.manage, ADR 0017): their
 * company roles (the spec's `PUT customers action company-roles`), their name, (de)activating
 * them, and the lock while someone edits them.
 */
export default async function companyUserRoutes(app: FastifyInstance) {
  const params = valibotSchema(companyParams);

  /**
   * The change, for a user of the caller's own company that nobody else is editing; answered
   * and published with the user's activity.
   */
  async function change(
    request: FastifyRequest<{ Params: { uuid: string } }>,
    reply: FastifyReply,
    run: (companyUuid: string) => Promise<UserView>,
  ) {
    const own = request.customer!.companyUuid;
    if (!own || !(await app.companyUsers.find(own, request.params.uuid)))
      return sendError(reply, 404, 'errors.notFoundResource');
    const other = await app.locks.heldByOther(
      customerIri(request.params.uuid),
      request.customer!.uuid,
    );
    if (other) return sendLockConflict(reply, other);
    try {
      const view = await publishUser(app, own, await run(own));
      return reply.type(JSON_LD).send({ '@context': contextIri('Customer'), ...view });
    } catch (error) {
      return sendRefused(reply, error);
    }
  }

  app.put<{ Params: { uuid: string }; Body: CompanyRolesInput }>(
    '/:uuid/company-roles',
    {
      schema: {
        answers: { 200: jsonLd(companyUserSchema, 'The user as changed'), 409: userRefused },
        tags: ['company'],
        summary: 'A user’s company roles (same company only; 409 while someone else edits them)',
        params,
        body: valibotSchema(companyRolesSchema),
      },
    },
    (request, reply) =>
      change(request, reply, (own) =>
        app.companyUsers.setRoles(own, request.params.uuid, request.body.companyRoles),
      ),
  );

  app.put<{ Params: { uuid: string }; Body: CompanyUserUpdateInput }>(
    '/:uuid/company-user',
    {
      schema: {
        answers: { 200: jsonLd(companyUserSchema, 'The user as changed'), 409: userRefused },
        tags: ['company'],
        summary: 'Change a user of the company (their name); 409 while someone else edits them',
        params,
        body: valibotSchema(companyUserUpdateSchema),
      },
    },
    (request, reply) =>
      change(request, reply, (own) =>
        app.companyUsers.rename(own, request.params.uuid, request.body.fullname),
      ),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post<{ Params: { uuid: string } }>(
      `/:uuid/${action}`,
      {
        schema: {
          answers: { 200: jsonLd(companyUserSchema, 'The user as changed'), 409: userRefused },
          tags: ['company'],
          summary: active
            ? 'Let a deactivated user of the company sign in again'
            : 'Stop a user of the company signing in (their orders stay)',
          params,
        },
      },
      (request, reply) =>
        change(request, reply, (own) =>
          app.companyUsers.setActive(own, request.params.uuid, active),
        ),
    );
  }

  /** Lock a user while editing them (ADR 0008): the others see who, live, and wait. */
  lockRoutes(app, {
    noun: 'a user of your company',
    answer: companyUserSchema,
    tag: 'company',
    params,
    refusals: { 409: userRefused },
    lockKey: async (request) => {
      const own = request.customer!.companyUuid;
      const user = own ? await app.companyUsers.find(own, request.params.uuid) : null;
      return user ? customerIri(user.uuid) : null;
    },
    sendItem: async (request, reply) => {
      const own = request.customer!.companyUuid!;
      const user = await app.companyUsers.find(own, request.params.uuid);
      if (!user) return sendError(reply, 404, 'errors.notFoundResource');
      const view = await publishUser(app, own, user);
      return reply.type(JSON_LD).send({ '@context': contextIri('Customer'), ...view });
    },
  });
}
