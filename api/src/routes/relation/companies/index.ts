import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { companyUpdateSchema, type CompanyUpdateInput } from '@shop/contracts/schemas';
import { JSON_LD, sendError } from '../../../http/hydra';
import { companyIri } from '../../../http/hub-topics';
import { sendLockConflict } from '../../../http/lock-conflict';
import { valibotSchema } from '../../../http/valibot-schema';
import { companyParams } from '../../../schemas/params';
import type { CompanyView } from '../../../plugins/app/company-repository';
import type { LockOutcome } from '../../../plugins/app/lock-repository';
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

  async function answerLock(request: CompanyRequest, reply: FastifyReply, outcome: LockOutcome) {
    if (outcome.status === 'held-by-other') return sendLockConflict(reply, outcome.activity);
    const company = await app.companies.find(request.params.uuid);
    if (!company) return sendError(reply, 404, 'errors.notFoundResource');
    await publish(company);
    return sendCompany(reply, company);
  }

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

  app.post<{ Params: { uuid: string } }>(
    '/:uuid/lock',
    {
      schema: {
        answers: { 200: jsonLd(companySchema, 'Your company, locked by you'), 409: lockHeld },
        tags: ['company'],
        summary: 'Take (or renew) the lock on your company while you edit it',
        params,
      },
      ...guarded,
    },
    async (request, reply) =>
      answerLock(
        request,
        reply,
        await app.locks.acquire(companyIri(request.params.uuid), request.customer!.uuid),
      ),
  );

  app.post<{ Params: { uuid: string } }>(
    '/:uuid/unlock',
    {
      schema: {
        answers: { 200: jsonLd(companySchema, 'Your company, unlocked'), 409: lockHeld },
        tags: ['company'],
        summary: 'Release your lock on your company',
        params,
      },
      ...guarded,
    },
    async (request, reply) =>
      answerLock(
        request,
        reply,
        await app.locks.release(companyIri(request.params.uuid), request.customer!.uuid),
      ),
  );
}
