import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  deliveryCountries,
  type DeliveryCountry,
  cartLineInputSchema,
  cartLineQuantitySchema,
  type CartLineInput,
  personalizationDesignSchema,
  type PersonalizationDesign,
} from '@shop/contracts/schemas';
import { JSON_LD, sendError, sendRefusal } from '../../http/hydra';
import { valibotSchema } from '../../http/valibot-schema';
import { cartLineParams, cartParams } from '../../schemas/params';
import { cartGuard, secretHeader } from './require-cart';
import { siteOf } from '../../plugins/app/orders/order-repository';
import { sum } from '../../domain/vat';
import { iri, contextIri } from '../../http/iri';
import { jsonLd } from '../../http/answers';
import { cartSchema, newCartSchema } from '../../schemas/answers/cart';

type CartRequest = FastifyRequest<{ Params: { uuid: string; lineId?: string } }>;
const checkoutQuery = valibotSchema(
  v.object({
    deliver_to: v.optional(
      v.pipe(
        v.picklist(deliveryCountries),
        v.description(
          'Price as the order will: with this country’s VAT, its delivery cost and the total to pay',
        ),
      ),
    ),
  }),
);

export default async function cartRoutes(app: FastifyInstance) {
  const requireCart = cartGuard(app);
  const sendCart = async (request: CartRequest, reply: FastifyReply) => {
    // Only GET takes the query; the changes answer the cart as the site shows it.
    const country = (request.query as { deliver_to?: DeliveryCountry } | undefined)?.deliver_to;
    if (!country)
      return reply
        .type(JSON_LD)
        .send(await app.carts.view(request.params.uuid, request.locale, request.site));
    // What checkout shows is exactly what placing the order will charge (ADR 0015).
    const cart = await app.carts.view(request.params.uuid, request.locale, siteOf(country));
    const deliveryCost = app.orders.deliveryCost(country, cart.needs_delivery);
    return reply.type(JSON_LD).send({
      ...cart,
      deliver_to: country,
      delivery_cost: deliveryCost,
      total: sum([cart.totals, deliveryCost]),
    });
  };
  const secured = {
    tags: ['cart'],
    headers: secretHeader,
    answers: { 200: jsonLd(cartSchema, 'The cart as it is now') },
  };

  app.post(
    '',
    {
      schema: {
        tags: ['cart'],
        summary: 'Create a cart; its secret is answered only this once',
        answers: { 201: jsonLd(newCartSchema, 'The new cart with its secret') },
      },
    },
    async (_request, reply) => {
      const { uuid, secret } = await app.carts.create();
      return reply
        .code(201)
        .type(JSON_LD)
        .send({
          '@context': contextIri('Cart'),
          '@id': iri(`/carts/${uuid}`),
          '@type': 'Cart',
          uuid,
          secret,
        });
    },
  );

  app.get<{ Params: { uuid: string }; Querystring: { deliver_to?: DeliveryCountry } }>(
    '/:uuid',
    {
      schema: {
        ...secured,
        summary: 'The cart with its lines and totals',
        params: valibotSchema(cartParams),
        querystring: checkoutQuery,
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
        summary:
          'Add a variation with its card, personalization, letter and upsells; the same choice again adds to its line (at most 99)',
        params: valibotSchema(cartParams),
        body: valibotSchema(cartLineInputSchema),
      },
      preHandler: requireCart,
    },
    async (request, reply) => {
      const violations = await app.carts.addLine(request.params.uuid, request.body);
      if (violations.length) return sendRefusal(reply, violations);
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

  app.put<{ Params: { uuid: string; lineId: string }; Body: PersonalizationDesign }>(
    '/:uuid/lines/:lineId/design',
    {
      schema: {
        ...secured,
        summary: 'Change the design of a personalized line (its texts and photo, ADR 0028)',
        params: valibotSchema(cartLineParams),
        body: valibotSchema(personalizationDesignSchema),
      },
      preHandler: requireCart,
    },
    async (request, reply) => {
      const { uuid, lineId } = request.params;
      const violations = await app.carts.changeDesign(uuid, lineId, request.body);
      if (!violations) return sendError(reply, 404, 'errors.notFoundResource');
      if (violations.length) return sendRefusal(reply, violations);
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
