import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { companyUpdateSchema, type CompanyUpdateInput } from '@shop/contracts/schemas';
import { JSON_LD, sendError } from '../../../http/hydra';
import { companyIri } from '../../../http/hub-topics';
import { sendLockConflict } from '../../../http/lock-conflict';
import { lockRoutes } from '../../../http/lock-routes';
import { valibotSchema } from '../../../http/valibot-schema';
import { companyParams } from '../../../schemas/params';
import type { CompanyView } from '../../../plugins/app/companies/company-repository';
import { HUB_PATH } from '../../../http/hub-token-answer';
import { jsonLd } from '../../../http/answers';
import { error } from '../../../schemas/answers/hydra';
import { companySchema } from '../../../schemas/answers/account';

type CompanyRequest = FastifyRequest<{ Params: { uuid: string } }>;

/**
 * The caller's own company only: another company's uuid answers 404, exactly like an unknown
 * one, so nothing reveals that it exists. (Permissions are checked before, by route-access.)
 */
async function requireOwnCompany(request: CompanyRequest, reply: FastifyReply) {
  if (request.customer?.companyUuid !== request.params.uuid)
    return sendError(reply, 404, 'errors.notFoundResource');
}

const sendCompany = (reply: FastifyReply, company: CompanyView) =>
  reply
    .type(JSON_LD)
    // Mercure discovery: where to subscribe to this resource's updates.
    .header('link', `<${HUB_PATH}>; rel="mercure"`)
    .send(company);

const lockHeld = error(409, 'Someone else is editing it (their activity comes along)');

export default async function companyRoutes(app: FastifyInstance) {
  const params = valibotSchema(companyParams);
  const guarded = { preHandler: requireOwnCompany };

  /** Everyone watching the company sees the change (lock, unlock, update) at once. */
  const publish = (company: CompanyView) => app.hub.publish(company['@id'], company);

  app.get<{ Params: { uuid: string } }>(
    '/:uuid',
    {
      schema: {
        answers: { 200: jsonLd(companySchema, 'Your company') },
        tags: ['company'],
        summary: 'Your company, with its lock activity',
        params,
      },
      ...guarded,
    },
    async (request, reply) => {
      const company = await app.companies.find(request.params.uuid);
      if (!company) return sendError(reply, 404, 'errors.notFoundResource');
      return sendCompany(reply, company);
    },
  );

  app.put<{ Params: { uuid: string }; Body: CompanyUpdateInput }>(
    '/:uuid',
    {
      schema: {
        answers: { 200: jsonLd(companySchema, 'Your company as changed'), 409: lockHeld },
        tags: ['company'],
        summary:
          "Change your company's name and registration numbers (409 while someone else edits it)",
        params,
        body: valibotSchema(companyUpdateSchema),
      },
      ...guarded,
    },
    async (request, reply) => {
      const outcome = await app.companies.update(
        request.params.uuid,
        request.body,
        request.customer!.uuid,
      );
      if (outcome.status === 'not-found') return sendError(reply, 404, 'errors.notFoundResource');
      if (outcome.status === 'held-by-other') return sendLockConflict(reply, outcome.activity);
      await publish(outcome.company);
      return sendCompany(reply, outcome.company);
    },
  );

  lockRoutes(app, {
    noun: 'your company',
    answer: companySchema,
    tag: 'company',
    params,
    refusals: { 409: lockHeld },
    guard: guarded,
    lockKey: async (request) => companyIri(request.params.uuid),
    sendItem: async (request, reply) => {
      const company = await app.companies.find(request.params.uuid);
      if (!company) return sendError(reply, 404, 'errors.notFoundResource');
      await publish(company);
      return sendCompany(reply, company);
    },
  });
}
