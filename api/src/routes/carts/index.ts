import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { cartLineInputSchema, cartLineQuantitySchema, type CartLineInput } from '@shop/shared-ui/schemas';
import { JSON_LD, sendError } from '../../http/hydra';
import { valibotSchema } from '../../http/valibot-validation';
import { CartProblem, cartRepository } from './cart-repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const cartParams = v.object({ uuid: v.pipe(v.string(), v.regex(uuidPattern, 'validation.invalidValue')) });
const lineParams = v.object({ ...cartParams.entries, lineId: v.pipe(v.string(), v.regex(uuidPattern, 'validation.invalidValue')) });
const secretHeader = v.looseObject({ 'x-cart-secret': v.optional(v.string()) });

type CartRequest = FastifyRequest<{ Params: { uuid: string; lineId?: string } }>;

export async function cartRoutes(app: FastifyInstance) {
  const carts = cartRepository(app.db);

  /** A cart is only reachable with its secret; an unknown cart and a wrong secret look alike. */
  async function requireCart(request: CartRequest, reply: FastifyReply) {
    const secret = request.headers['x-cart-secret'];
    if (!(await carts.authorize(request.params.uuid, typeof secret === 'string' ? secret : undefined))) {
      return sendError(reply, 404, 'errors.notFoundResource');
    }
  }
  const sendCart = async (request: CartRequest, reply: FastifyReply, status = 200) =>
    reply.code(status).type(JSON_LD).send(await carts.view(request.params.uuid, request.locale, request.site));

  app.post('/carts', { schema: { tags: ['cart'], summary: 'Create a cart; answers its secret once' } }, async (_request, reply) => {
    const { uuid, secret } = await carts.create();
    return reply.code(201).type(JSON_LD).send({ '@id': `/carts/${uuid}`, '@type': 'Cart', uuid, secret });
  });

  app.get<{ Params: { uuid: string } }>(
    '/carts/:uuid',
    { schema: { tags: ['cart'], params: valibotSchema(cartParams), headers: valibotSchema(secretHeader) }, preHandler: requireCart },
    async (request, reply) => sendCart(request, reply),
  );

  app.post<{ Params: { uuid: string }; Body: CartLineInput }>(
    '/carts/:uuid/lines',
    {
      schema: { tags: ['cart'], summary: 'Add a variation', params: valibotSchema(cartParams), body: valibotSchema(cartLineInputSchema) },
      preHandler: requireCart,
    },
    async (request, reply) => {
      try {
        await carts.addLine(request.params.uuid, request.body.variationId, request.body.quantity);
      } catch (error) {
        if (error instanceof CartProblem) return sendError(reply, 422, error.key);
        throw error;
      }
      return sendCart(request, reply);
    },
  );

  app.patch<{ Params: { uuid: string; lineId: string }; Body: { quantity: number } }>(
    '/carts/:uuid/lines/:lineId',
    {
      schema: { tags: ['cart'], summary: 'Change a quantity', params: valibotSchema(lineParams), body: valibotSchema(cartLineQuantitySchema) },
      preHandler: requireCart,
    },
    async (request, reply) => {
      if (!(await carts.setQuantity(request.params.uuid, request.params.lineId, request.body.quantity))) {
        return sendError(reply, 404, 'errors.notFoundResource');
      }
      return sendCart(request, reply);
    },
  );

  app.delete<{ Params: { uuid: string; lineId: string } }>(
    '/carts/:uuid/lines/:lineId',
    { schema: { tags: ['cart'], summary: 'Remove a line', params: valibotSchema(lineParams) }, preHandler: requireCart },
    async (request, reply) => {
      if (!(await carts.removeLine(request.params.uuid, request.params.lineId))) {
        return sendError(reply, 404, 'errors.notFoundResource');
      }
      return sendCart(request, reply);
    },
  );
}
