import type { FastifyInstance } from 'fastify';
import { addressBookEntrySchema, type AddressBookEntryInput } from '@shop/shared-ui/schemas';
import { collection, JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { addressParams } from '../../../schemas/params';

/** The address book: what checkout offers a signed-in customer (screens: the account area). */
export default async function addressRoutes(app: FastifyInstance) {
  app.get(
    '',
    {
      schema: {
        tags: ['account'],
        summary:
          'The caller’s addresses, and their company’s when their role uses them; the default delivery address first',
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(
          collection(
            'Address',
            '/relation/addresses',
            await app.addressBook.listFor(request.customer!),
          ),
        ),
  );

  app.get<{ Params: { uuid: string } }>(
    '/:uuid',
    {
      schema: {
        tags: ['account'],
        summary: 'One address the caller may use',
        security: [{ bearer: [] }],
        params: valibotSchema(addressParams),
      },
    },
    async (request, reply) => {
      const address = await app.addressBook.findFor(request.customer!, request.params.uuid);
      // Another customer's address and no address look alike.
      if (!address) return sendError(reply, 404, 'errors.notFoundResource');
      return reply.type(JSON_LD).send({ '@context': '/contexts/Address', ...address });
    },
  );

  app.post<{ Body: AddressBookEntryInput }>(
    '',
    {
      schema: {
        tags: ['account'],
        summary: 'Add a personal address to the address book',
        security: [{ bearer: [] }],
        body: valibotSchema(addressBookEntrySchema),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .type(JSON_LD)
        .send({
          '@context': '/contexts/Address',
          ...(await app.addressBook.create(request.customer!, request.body)),
        }),
  );
}
