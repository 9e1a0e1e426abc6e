import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  approvalRulesSchema,
  type ApprovalRulesInput,
  companyUserUpdateSchema,
  type CompanyUserUpdateInput,
  companyRoleCodes,
  companyRolesSchema,
  companyUserInviteSchema,
  rolePermissionsSchema,
  type CompanyRolesInput,
  type CompanyUserInviteInput,
  type RolePermissionsInput,
} from '@shop/contracts/schemas';
import * as v from 'valibot';
import { collection, JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { companyParams } from '../../../schemas/params';
import {
  CompanyChangeRefused,
  companyUserView,
} from '../../../plugins/app/company-users-repository';
import { INVITATION_LIFETIME_MS } from '../../../plugins/app/password-reset-repository';
import { invitationMail } from '../../../mail/company-mails';
import { companyUsersTopic, customerIri } from '../../../http/hub-topics';
import { sendLockConflict } from '../../../http/lock-conflict';
import type { LockOutcome } from '../../../plugins/app/lock-repository';
import { iri, contextIri } from '../../../http/iri';
import { jsonLd } from '../../../http/answers';
import { error } from '../../../schemas/answers/hydra';
import {
  approvalRulesAnswer,
  companyRolesAnswer,
  companyUserListSchema,
  companyUserSchema,
} from '../../../schemas/answers/account';

/** Someone else is editing the user, or the change would leave no administrator. */
const userRefused = error(409, 'Someone else is editing it, or no administrator would be left');

type UserView = ReturnType<typeof companyUserView>;

/** A user as the screens show them: with who is editing them (ADR 0008), when anyone is. */
export async function withActivity(app: FastifyInstance, user: UserView) {
  return { ...user, activity: await app.locks.activityOf(customerIri(user.uuid)) };
}

/** Everyone watching the company's users sees the change at once. */
async function publishUser(app: FastifyInstance, companyUuid: string, user: UserView) {
  const view = await withActivity(app, user);
  await app.hub.publish([companyUsersTopic(companyUuid), view['@id']], view);
  return view;
}

const roleParams = valibotSchema(
  v.object({ uuid: v.pipe(v.string(), v.uuid()), code: v.picklist(companyRoleCodes) }),
);

/** The caller's own company only; another company's uuid is a 404 like an unknown one. */
async function requireOwnCompany(
  request: FastifyRequest<{ Params: { uuid: string } }>,
  reply: FastifyReply,
) {
  if (request.customer?.companyUuid !== request.params.uuid)
    return sendError(reply, 404, 'errors.notFoundResource');
}

/** A refusal the repository raised, in the caller's language; anything else is re-thrown. */
export function sendRefused(reply: FastifyReply, error: unknown) {
  if (error instanceof CompanyChangeRefused) return sendError(reply, error.status, error.key);
  throw error;
}

/** Users of a company and the rights of its roles (users.manage, ADR 0017). */
export default async function companyUserRoutes(
  app: FastifyInstance,
  options: { siteUrl: string },
) {
  const params = valibotSchema(companyParams);
  const own = { preHandler: requireOwnCompany };

  app.get<{ Params: { uuid: string } }>(
    '/:uuid/users',
    {
      schema: {
        answers: { 200: jsonLd(companyUserListSchema, 'The users') },
        tags: ['company'],
        summary: 'The company’s users with their roles',
        params,
      },
      ...own,
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(
          collection(
            'Customer',
            `/relation/companies/${request.params.uuid}/users`,
            await Promise.all(
              (await app.companyUsers.list(request.params.uuid)).map((user) =>
                withActivity(app, user),
              ),
            ),
          ),
        ),
  );

  app.post<{ Params: { uuid: string }; Body: CompanyUserInviteInput }>(
    '/:uuid/users',
    {
      schema: {
        answers: {
          201: jsonLd(companyUserSchema, 'The new user'),
          409: error(409, 'The e-mail address has an account'),
        },
        tags: ['company'],
        summary: 'Add a user with their roles; they get an e-mail to set their password',
        params,
        body: valibotSchema(companyUserInviteSchema),
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      ...own,
    },
    async (request, reply) => {
      const user = await app.companyUsers.invite(request.params.uuid, request.body);
      if (!user) return sendError(reply, 409, 'errors.emailTaken');
      const invitation = await app.passwordResets.request(user.uuid, INVITATION_LIFETIME_MS);
      if (invitation.status === 'created') {
        const company = await app.companies.find(request.params.uuid);
        try {
          await app.mailer.send({
            to: user.email,
            ...invitationMail({
              locale: request.locale,
              siteUrl: options.siteUrl,
              company: company?.name ?? '',
              inviter: request.customer!.fullname,
              token: invitation.token,
            }),
          });
        } catch (error) {
          // The user exists; an administrator can send the invitation again (a reset link).
          const err = error as { message?: string };
          request.log.error({ message: err.message }, 'invitation mail failed');
        }
      }
      const view = await publishUser(app, request.params.uuid, user);
      return reply
        .code(201)
        .type(JSON_LD)
        .send({ '@context': contextIri('Customer'), ...view });
    },
  );

  const sendRules = (reply: FastifyReply, uuid: string, rules: object) =>
    reply.type(JSON_LD).send({
      '@context': contextIri('ApprovalRules'),
      '@id': iri(`/relation/companies/${uuid}/approval-rules`),
      ...rules,
    });

  app.get<{ Params: { uuid: string } }>(
    '/:uuid/approval-rules',
    {
      schema: {
        answers: { 200: jsonLd(approvalRulesAnswer, 'The approval rules') },
        tags: ['company'],
        summary: 'Which of the company’s orders wait for an approver',
        params,
      },
      ...own,
    },
    async (request, reply) =>
      sendRules(
        reply,
        request.params.uuid,
        (await app.companyUsers.approvalRules(request.params.uuid))!,
      ),
  );

  app.put<{ Params: { uuid: string }; Body: ApprovalRulesInput }>(
    '/:uuid/approval-rules',
    {
      schema: {
        answers: { 200: jsonLd(approvalRulesAnswer, 'The approval rules as set') },
        tags: ['company'],
        summary: 'Orders above an amount, or every order of some roles, wait for an approver',
        params,
        body: valibotSchema(approvalRulesSchema),
      },
      ...own,
    },
    async (request, reply) =>
      sendRules(
        reply,
        request.params.uuid,
        await app.companyUsers.setApprovalRules(request.params.uuid, request.body),
      ),
  );

  app.get<{ Params: { uuid: string } }>(
    '/:uuid/roles',
    {
      schema: {
        answers: { 200: jsonLd(companyRolesAnswer, 'The roles and their permissions') },
        tags: ['company'],
        summary: 'The company’s roles and the permissions each holds',
        params,
      },
      ...own,
    },
    async (request, reply) =>
      reply.type(JSON_LD).send({
        '@context': contextIri('CompanyRoles'),
        '@id': iri(`/relation/companies/${request.params.uuid}/roles`),
        ...(await app.companyUsers.roles(request.params.uuid)),
      }),
  );

  app.put<{
    Params: { uuid: string; code: (typeof companyRoleCodes)[number] };
    Body: RolePermissionsInput;
  }>(
    '/:uuid/roles/:code',
    {
      schema: {
        answers: { 200: jsonLd(companyRolesAnswer, 'The roles as changed'), 409: userRefused },
        tags: ['company'],
        summary: 'Customise business rights: the permissions a role holds in this company',
        params: roleParams,
        body: valibotSchema(rolePermissionsSchema),
      },
      ...own,
    },
    async (request, reply) => {
      try {
        const roles = await app.companyUsers.setRolePermissions(
          request.params.uuid,
          request.params.code,
          request.body.permissions,
        );
        return reply.type(JSON_LD).send({
          '@context': contextIri('CompanyRoles'),
          '@id': iri(`/relation/companies/${request.params.uuid}/roles`),
          ...roles,
        });
      } catch (error) {
        return sendRefused(reply, error);
      }
    },
  );
}

/** The spec's `PUT customers action company-roles`, and (de)activating a user. */
export async function customerRoleRoutes(app: FastifyInstance) {
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
  async function answerLock(
    request: FastifyRequest<{ Params: { uuid: string } }>,
    reply: FastifyReply,
    take: boolean,
  ) {
    const own = request.customer!.companyUuid;
    const user = own ? await app.companyUsers.find(own, request.params.uuid) : null;
    if (!own || !user) return sendError(reply, 404, 'errors.notFoundResource');
    const iri = customerIri(user.uuid);
    const outcome: LockOutcome = take
      ? await app.locks.acquire(iri, request.customer!.uuid)
      : await app.locks.release(iri, request.customer!.uuid);
    if (outcome.status === 'held-by-other') return sendLockConflict(reply, outcome.activity);
    const view = await publishUser(app, own, user);
    return reply.type(JSON_LD).send({ '@context': contextIri('Customer'), ...view });
  }
  app.post<{ Params: { uuid: string } }>(
    '/:uuid/lock',
    {
      schema: {
        answers: { 200: jsonLd(companyUserSchema, 'The user, locked by you'), 409: userRefused },
        tags: ['company'],
        summary: 'Take or renew the lock on a user while editing them',
        params,
      },
    },
    (request, reply) => answerLock(request, reply, true),
  );
  app.post<{ Params: { uuid: string } }>(
    '/:uuid/unlock',
    {
      schema: {
        answers: { 200: jsonLd(companyUserSchema, 'The user, unlocked'), 409: userRefused },
        tags: ['company'],
        summary: 'Release the lock on a user',
        params,
      },
    },
    (request, reply) => answerLock(request, reply, false),
  );
}
