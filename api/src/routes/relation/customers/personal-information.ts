import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { personalInformationSchema, type PersonalInformationInput } from '@shop/contracts/schemas';
import { JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { jsonLd } from '../../../http/answers';
import { customerSchema } from '../../../schemas/answers/account';

const params = valibotSchema(
  v.object({ uuid: v.pipe(v.string(), v.uuid('validation.invalidValue')) }),
);

/** The caller's own account only: anyone else's uuid answers 404, like an unknown one. */
async function requireSelf(
  request: FastifyRequest<{ Params: { uuid: string } }>,
  reply: FastifyReply,
) {
  if (request.customer?.uuid !== request.params.uuid)
    return sendError(reply, 404, 'errors.notFoundResource');
}

/** Personal information (screen: instellingen): fullname, birthdate, preferred language. */
export default async function personalInformationRoutes(app: FastifyInstance) {
  const security = [{ bearer: [] }];

  app.get<{ Params: { uuid: string } }>(
    '/:uuid',
    {
      schema: {
        answers: { 200: jsonLd(customerSchema, 'Your account') },
        tags: ['account'],
        summary: 'Your own account details, with your company’s name',
        security,
        params,
      },
      preHandler: requireSelf,
    },
    async (request, reply) => {
      const customer = await app.personalInformation.find(request.params.uuid);
      if (!customer) return sendError(reply, 404, 'errors.notFoundResource');
      return reply.type(JSON_LD).send(customer);
    },
  );

  app.put<{ Params: { uuid: string }; Body: PersonalInformationInput }>(
    '/:uuid',
    {
      schema: {
        answers: { 200: jsonLd(customerSchema, 'Your account as changed') },
        tags: ['account'],
        summary: 'Change your fullname, birthdate and preferred language',
        security,
        params,
        body: valibotSchema(personalInformationSchema),
      },
      preHandler: requireSelf,
    },
    async (request, reply) => {
      const customer = await app.personalInformation.update(request.params.uuid, request.body);
      if (!customer) return sendError(reply, 404, 'errors.notFoundResource');
      return reply.type(JSON_LD).send(customer);
    },
  );
}
