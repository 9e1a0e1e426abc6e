import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  approvalRulesSchema,
  type ApprovalRulesInput,
  companyRoleCodes,
  companyUserInviteSchema,
  rolePermissionsSchema,
  type CompanyUserInviteInput,
  type RolePermissionsInput,
} from '@shop/contracts/schemas';
import * as v from 'valibot';
import { collection, JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { companyParams } from '../../../schemas/params';
import { INVITATION_LIFETIME_MS } from '../../../plugins/app/accounts/password-reset-repository';
import { invitationMail } from '../../../mail/company-mails';
import { publishUser, sendRefused, userRefused, withActivity } from '../company-user-news';
import { iri, contextIri } from '../../../http/iri';
import { jsonLd } from '../../../http/answers';
import { error } from '../../../schemas/answers/hydra';
import {
  approvalRulesAnswer,
  companyRolesAnswer,
  companyUserListSchema,
  companyUserSchema,
} from '../../../schemas/answers/account';

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
