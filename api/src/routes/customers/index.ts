import type { FastifyInstance } from 'fastify';
import { registrationSchema, type RegistrationInput } from '@shop/contracts/schemas';
import { JSON_LD, sendError } from '../../http/hydra';
import { valibotSchema } from '../../http/valibot-schema';
import { iri, contextIri } from '../../http/iri';
import { jsonLd } from '../../http/answers';
import { error } from '../../schemas/answers/hydra';
import { newCustomerSchema } from '../../schemas/answers/account';

export default async function customerRoutes(app: FastifyInstance) {
  app.post<{ Body: RegistrationInput }>(
    '',
    {
      schema: {
        answers: {
          201: jsonLd(newCustomerSchema, 'The new account'),
          409: error(409, 'The e-mail address has an account'),
        },
        tags: ['account'],
        summary: 'Create a customer account',
        body: valibotSchema(registrationSchema),
      },
      // Each registration costs an argon2 hash and probes whether an address has an account.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const uuid = await app.customers.create(request.body);
      if (!uuid) return sendError(reply, 409, 'errors.emailTaken');
      return reply
        .code(201)
        .type(JSON_LD)
        .header('location', iri(`/relation/customers/${uuid}`))
        .send({
          '@context': contextIri('Customer'),
          '@id': iri(`/relation/customers/${uuid}`),
          '@type': 'Customer',
          uuid,
        });
    },
  );
}
