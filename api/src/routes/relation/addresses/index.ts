import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addressBookEntrySchema,
  addressUpdateSchema,
  type AddressBookEntryInput,
  type AddressUpdateInput,
} from '@shop/contracts/schemas';
import { collection, JSON_LD, sendError, sendRefusal } from '../../../http/hydra';
import { addressBookTopic, addressIri } from '../../../http/hub-topics';
import { sendLockConflict } from '../../../http/lock-conflict';
import { lockRoutes } from '../../../http/lock-routes';
import { valibotSchema } from '../../../http/valibot-schema';
import { addressParams } from '../../../schemas/params';
import type {
  AddressChangeOutcome,
  AddressOwner,
  AddressView,
} from '../../../plugins/app/accounts/address-repository';
import { HUB_PATH } from '../../../http/hub-token-answer';
import { contextIri } from '../../../http/iri';
import { empty, jsonLd } from '../../../http/answers';
import { error } from '../../../schemas/answers/hydra';
import { addressListSchema, addressSchema } from '../../../schemas/answers/account';

type AddressRequest = FastifyRequest<{ Params: { uuid: string } }>;

const ownerOf = (address: AddressView): AddressOwner => ({
  customerUuid: address.customer?.split('/').at(-1) ?? null,
  companyUuid: address.company?.split('/').at(-1) ?? null,
});

const sendAddress = (reply: FastifyReply, address: AddressView, code = 200) =>
  reply
    .code(code)
    .type(JSON_LD)
    .header('link', `<${HUB_PATH}>; rel="mercure"`)
    .send({ '@context': contextIri('Address'), ...address });

/**
 * The address book: what checkout offers a signed-in customer, and the account area's address
 * book screen. Every change is published on the address's IRI and on its book's topic (ADR
 * 0008); a deleted address is published as its `@id` alone, as API Platform does.
 */
const readOnly = error(403, 'A company address needs addresses.manage');
const lockHeld = error(409, 'Someone else is editing it, or it cannot be changed so');

export default async function addressRoutes(app: FastifyInstance) {
  const params = valibotSchema(addressParams);
  const security = [{ bearer: [] }];

  const publish = (address: AddressView) =>
    app.hub.publish([address['@id'], addressBookTopic(ownerOf(address))], address);

  /** The schema reads a country code; the country list says which ones exist. */
  const unlisted = (reply: FastifyReply) =>
    sendRefusal(reply, [{ path: 'country', key: 'validation.country' }]);

  /** The answer for a refused change; null when the outcome is not a refusal. */
  function refuse(reply: FastifyReply, outcome: AddressChangeOutcome) {
    switch (outcome.status) {
      case 'not-found':
        // Another customer's or company's address and no address look alike.
        return sendError(reply, 404, 'errors.notFoundResource');
      case 'read-only':
        return sendError(reply, 403, 'errors.addressReadOnly');
      case 'not-deletable':
        return sendError(reply, 409, 'errors.addressNotDeletable');
      case 'not-deliverable':
        return sendRefusal(reply, [{ path: 'country', key: 'validation.deliveryCountry' }]);
      case 'held-by-other':
        return sendLockConflict(reply, outcome.activity);
      default:
        return null;
    }
  }

  /** Locks are for those who may change the address: 404 if unseen, 403 if read-only. */
  async function requireChangeable(request: AddressRequest, reply: FastifyReply) {
    const row = await app.addressBook.rowFor(request.customer!, request.params.uuid);
    if (!row) return sendError(reply, 404, 'errors.notFoundResource');
    if (!app.addressBook.mayChange(request.customer!, row))
      return sendError(reply, 403, 'errors.addressReadOnly');
  }

  app.get(
    '',
    {
      schema: {
        answers: { 200: jsonLd(addressListSchema, 'The addresses') },
        tags: ['account'],
        summary:
          'The caller’s addresses, and their company’s when their role uses them; the default delivery address first',
        security,
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
        answers: { 200: jsonLd(addressSchema, 'The address') },
        tags: ['account'],
        summary: 'One address the caller may use',
        security,
        params,
      },
    },
    async (request, reply) => {
      const address = await app.addressBook.findFor(request.customer!, request.params.uuid);
      if (!address) return sendError(reply, 404, 'errors.notFoundResource');
      return sendAddress(reply, address);
    },
  );

  app.post<{ Body: AddressBookEntryInput }>(
    '',
    {
      schema: {
        answers: { 201: jsonLd(addressSchema, 'The new address'), 403: readOnly },
        tags: ['account'],
        summary:
          'Add an address to the address book: a personal one, or with forCompany one of the company (addresses.manage)',
        security,
        body: valibotSchema(addressBookEntrySchema),
      },
    },
    async (request, reply) => {
      const customer = request.customer!;
      if (!(await app.reference.isListedCountry(request.body.country))) return unlisted(reply);
      if (
        request.body.forCompany &&
        (!customer.companyUuid || !customer.permissions.includes('addresses.manage'))
      )
        return sendError(reply, 403, 'errors.forbidden');
      const address = await app.addressBook.create(customer, request.body);
      await publish(address);
      return sendAddress(reply, address, 201);
    },
  );

  app.put<{ Params: { uuid: string }; Body: AddressUpdateInput }>(
    '/:uuid',
    {
      schema: {
        answers: {
          200: jsonLd(addressSchema, 'The address as changed'),
          403: readOnly,
          409: lockHeld,
        },
        tags: ['account'],
        summary:
          'Change an address (a company’s needs addresses.manage); isDefaultDeliveryAddress: true makes it the default delivery address of its book',
        security,
        params,
        body: valibotSchema(addressUpdateSchema),
      },
    },
    async (request, reply) => {
      if (!(await app.reference.isListedCountry(request.body.country))) return unlisted(reply);
      const outcome = await app.addressBook.update(
        request.customer!,
        request.params.uuid,
        request.body,
      );
      if (outcome.status !== 'updated') return refuse(reply, outcome);
      if (outcome.previousDefault) await publish(outcome.previousDefault);
      await publish(outcome.address);
      return sendAddress(reply, outcome.address);
    },
  );

  app.delete<{ Params: { uuid: string } }>(
    '/:uuid',
    {
      schema: {
        answers: {
          204: empty('Deleted'),
          403: readOnly,
          409: error(
            409,
            'The address cannot be deleted (a default, or the company’s main address)',
          ),
        },
        tags: ['account'],
        summary:
          'Delete an address; the company’s main address and default addresses cannot be deleted (409)',
        security,
        params,
      },
    },
    async (request, reply) => {
      const outcome = await app.addressBook.remove(request.customer!, request.params.uuid);
      if (outcome.status !== 'deleted') return refuse(reply, outcome);
      const iri = addressIri(request.params.uuid);
      await app.hub.publish([iri, addressBookTopic(outcome.owner)], { '@id': iri });
      return reply.code(204).send();
    },
  );

  lockRoutes(app, {
    noun: 'an address',
    answer: addressSchema,
    tag: 'account',
    params,
    refusals: { 403: readOnly, 409: lockHeld },
    security,
    guard: { preHandler: requireChangeable },
    lockKey: async (request) => addressIri(request.params.uuid),
    sendItem: async (request, reply) => {
      const address = await app.addressBook.findFor(request.customer!, request.params.uuid);
      if (!address) return sendError(reply, 404, 'errors.notFoundResource');
      await publish(address);
      return sendAddress(reply, address);
    },
  });
}
