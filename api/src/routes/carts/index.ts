import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  cartLineInputSchema,
  cartLineQuantitySchema,
  type CartLineInput,
} from '@shop/shared-ui/schemas';
import { JSON_LD, sendError } from '../../http/hydra';
import { valibotSchema } from '../../http/valibot-schema';
import { cartLineParams, cartParams } from '../../schemas/params';
import { CartProblem } from '../../plugins/app/cart-repository';

type CartRequest = FastifyRequest<{ Params: { uuid: string; lineId?: string } }>;

// Optional here: requireCart answers a missing secret like a wrong one (404), not with a 400.
const secretHeader = valibotSchema(
  v.looseObject({
    'x-cart-secret': v.optional(
      v.pipe(v.string(), v.description('The secret answered when the cart was created')),
    ),
  }),
);

export default async function cartRoutes(app: FastifyInstance) {
  /**
   * A cart is reachable with its secret, or with an anonymous access token issued for it (the
   * token endpoint names the cart when the secret came along); an unknown cart and a wrong
   * secret look alike.
   */
  async function requireCart(request: CartRequest, reply: FastifyReply) {
    const secret = request.headers['x-cart-secret'];
    if (typeof secret === 'string') {
      if (await app.carts.authorize(request.params.uuid, secret)) return;
      return sendError(reply, 404, 'errors.notFoundResource');
    }
    const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const claims = bearer ? await app.accessTokens.verify(bearer) : null;
    if (claims?.cart && claims.cart === request.params.uuid) return;
    return sendError(reply, 404, 'errors.notFoundResource');
  }
  const sendCart = async (request: CartRequest, reply: FastifyReply) =>
    reply
      .type(JSON_LD)
      .send(await app.carts.view(request.params.uuid, request.locale, request.site));
  const secured = { tags: ['cart'], headers: secretHeader };

  app.post(
    '',
    { schema: { tags: ['cart'], summary: 'Create a cart; its secret is answered only this once' } },
    async (_request, reply) => {
      const { uuid, secret } = await app.carts.create();
      return reply
        .code(201)
        .type(JSON_LD)
        .send({
          '@context': '/contexts/Cart',
          '@id': `/carts/${uuid}`,
          '@type': 'Cart',
          uuid,
          secret,
        });
    },
  );

  app.get<{ Params: { uuid: string } }>(
    '/:uuid',
    {
      schema: {
        ...secured,
        summary: 'The cart with its lines and totals',
        params: valibotSchema(cartParams),
      },
      preHandler: requireCart,
    },
    sendCart,
  );

  app.post<{ Params: { uuid: string }; Body: CartLineInput }>(
    '/:uuid/lines',
    {
      schema: {
        ...secured,
        summary: 'Add a variation (adds to an existing line, at most 99)',
        params: valibotSchema(cartParams),
        body: valibotSchema(cartLineInputSchema),
      },
      preHandler: requireCart,
    },
    async (request, reply) => {
      try {
        await app.carts.addLine(
          request.params.uuid,
          request.body.variationId,
          request.body.quantity,
        );
      } catch (error) {
        if (error instanceof CartProblem) return sendError(reply, 422, error.key);
        throw error;
      }
      return sendCart(request, reply);
    },
  );

  app.patch<{ Params: { uuid: string; lineId: string }; Body: { quantity: number } }>(
    '/:uuid/lines/:lineId',
    {
      schema: {
        ...secured,
        summary: 'Change the quantity of a line',
        params: valibotSchema(cartLineParams),
        body: valibotSchema(cartLineQuantitySchema),
      },
      preHandler: requireCart,
    },
    async (request, reply) => {
      if (
        !(await app.carts.setQuantity(
          request.params.uuid,
          request.params.lineId,
          request.body.quantity,
        ))
      ) {
        return sendError(reply, 404, 'errors.notFoundResource');
      }
      return sendCart(request, reply);
    },
  );

  app.delete<{ Params: { uuid: string; lineId: string } }>(
    '/:uuid/lines/:lineId',
    {
      schema: { ...secured, summary: 'Remove a line', params: valibotSchema(cartLineParams) },
      preHandler: requireCart,
    },
    async (request, reply) => {
      if (!(await app.carts.removeLine(request.params.uuid, request.params.lineId))) {
        return sendError(reply, 404, 'errors.notFoundResource');
      }
      return sendCart(request, reply);
    },
  );
}
