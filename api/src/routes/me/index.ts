import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, type ChangePasswordInput } from '@shop/contracts/schemas';
import { JSON_LD, sendError } from '../../http/hydra';
import { valibotSchema } from '../../http/valibot-schema';
import { iri, contextIri } from '../../http/iri';
import { jsonLd, empty } from '../../http/answers';
import { meSchema } from '../../schemas/answers/account';

export default async function meRoutes(app: FastifyInstance) {
  app.get(
    '',
    {
      schema: {
        answers: { 200: jsonLd(meSchema, 'The signed-in user') },
        tags: ['account'],
        summary: 'The signed-in user and their permissions',
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const customer = request.customer!;
      return reply.type(JSON_LD).send({
        '@context': contextIri('User'),
        '@id': iri('/me'),
        '@type': 'User',
        uuid: customer.uuid,
        email: customer.email,
        fullname: customer.fullname,
        customerType: customer.customerType,
        currentCompany: customer.companyUuid,
        // Checkout offers paying on account (invoice) only when the company may (ADR 0015) and
        // the user orders for it (orders.create, ADR 0017).
        onAccount:
          customer.companyUuid && customer.permissions.includes('orders.create')
            ? await app.companies.mayBuyOnAccount(customer.companyUuid)
            : false,
        permissions: customer.permissions,
      });
    },
  );

  app.post<{ Body: ChangePasswordInput }>(
    '/change-password',
    {
      schema: {
        answers: { 204: empty('The password is changed') },
        tags: ['account'],
        summary: 'Change the password; signs out every other session',
        security: [{ bearer: [] }],
        body: valibotSchema(changePasswordSchema),
      },
      // The old password is checked here too: limit guessing with a stolen access token.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await app.customers.changePassword(
        request.customer!.uuid,
        request.body.oldPassword,
        request.body.newPassword,
      );
      if (result === 'wrong-password') return sendError(reply, 400, 'errors.currentPasswordWrong');
      return reply.code(204).send();
    },
  );
}
