import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  orderFilterSchema,
  placeOrderBodySchema,
  type OrderFilter,
  type PlaceOrderInput,
} from '@shop/contracts/schemas';
import { collection, JSON_LD, pageView, sendError, sendRefusal } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { orderParams } from '../../../schemas/params';
import { OrderRefused, type OrderRow } from '../../../plugins/app/orders/order-repository';
import type { OrderView } from '../../../plugins/app/orders/order/order-view';
import { sendOrderMail } from '../order-mail';
import { contextIri } from '../../../http/iri';
import { isCustomerSubject } from '../../../domain/tokens';
import { jsonLd } from '../../../http/answers';
import { error } from '../../../schemas/answers/hydra';
import { orderListSchema, orderSchema, placedOrderSchema } from '../../../schemas/answers/order';

const placeHeaders = valibotSchema(
  v.looseObject({
    'x-cart-secret': v.optional(v.pipe(v.string(), v.maxLength(200))),
    'idempotency-key': v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9_-]{8,100}$/),
        v.description(
          'One key per attempt to place an order: a retry with it answers the same order',
        ),
      ),
    ),
  }),
);
const readHeaders = valibotSchema(
  v.looseObject({
    'x-order-secret': v.optional(
      v.pipe(v.string(), v.maxLength(200), v.description('Answered once when a guest placed it')),
    ),
  }),
);
// The screen's filters (one schema with the form that builds them) and the spec's pagination.
const listQuery = valibotSchema(
  v.intersect([
    orderFilterSchema,
    v.object({
      page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/))),
      page_items: v.optional(v.pipe(v.string(), v.regex(/^([1-9]|[1-4]\d|50)$/))),
    }),
  ]),
);
type ListQuery = OrderFilter & { page?: string; page_items?: string };

export default async function orderRoutes(app: FastifyInstance) {
  /** A signed-in customer when a customer's token came along; a guest otherwise. */
  async function optionalCustomer(request: FastifyRequest) {
    const claims = await request.bearerClaims();
    if (!claims || !isCustomerSubject(claims.sub)) return null;
    return app.customers.findByUuid(claims.sub);
  }

  const sendOrder = async (
    reply: FastifyReply,
    order: OrderRow,
    extra: object = {},
    code = 200,
    view?: OrderView,
  ) =>
    reply
      .code(code)
      .type(JSON_LD)
      .send({
        '@context': contextIri('Order'),
        ...(view ?? (await app.orders.view(order))),
        ...extra,
      });

  app.post<{ Body: PlaceOrderInput }>(
    '',
    {
      schema: {
        tags: ['order'],
        summary:
          'Place the cart as an order (x-cart-secret opens the cart); answers 201 with the order, its secret for a guest and where to pay, or 200 with the same order for a retry',
        headers: placeHeaders,
        // Refused whole when a text holds a card number: no card reaches a log (ADR 0052).
        body: valibotSchema(placeOrderBodySchema),
        answers: {
          200: jsonLd(placedOrderSchema, 'The order placed before with this idempotency key'),
          201: jsonLd(placedOrderSchema, 'The order just placed'),
          402: error(402, 'The payment provider refused the payment'),
          404: error(404, 'No such cart, or not opened by its secret or token'),
          409: error(409, 'The cart was ordered already, or a product sold out'),
          422: error(422, 'The cart cannot be ordered as it is (empty, a design missing…)'),
          503: error(503, 'The payment provider cannot be reached: the order is canceled'),
          504: error(504, 'The payment provider did not answer in time: the order is canceled'),
        },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { body } = request;
      const secret = request.headers['x-cart-secret'];
      const customer = await optionalCustomer(request);
      const claims = await request.bearerClaims();
      const cartOpened =
        (typeof secret === 'string' && (await app.carts.authorize(body.cart, secret))) ||
        claims?.cart === body.cart;
      if (!cartOpened) return sendError(reply, 404, 'errors.notFoundResource');
      // The schema keeps delivery to the shop's countries; an invoice may go to any listed one.
      if (
        body.invoiceAddress &&
        !(await app.reference.isListedCountry(body.invoiceAddress.country))
      )
        return sendRefusal(reply, [{ path: 'invoiceAddress.country', key: 'validation.country' }]);
      try {
        const result = await app.orders.place({
          input: body,
          customer,
          locale: request.locale,
          idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
          now: new Date(),
        });
        if ('violations' in result) return sendRefusal(reply, result.violations, 422);
        if (result.paymentFailure) return sendError(reply, 402, result.paymentFailure);
        // The mail and the answer show the same order: read it once for both.
        const view = await app.orders.view(result.order);
        if (
          result.created &&
          (result.order.status === 'new' || result.order.status === 'approvement-pending')
        )
          await sendOrderMail(app, request, result.order, view);
        return sendOrder(
          reply,
          result.order,
          {
            ...(result.secret ? { secret: result.secret } : {}),
            payment_redirect_url: result.redirectUrl,
          },
          result.created ? 201 : 200,
          view,
        );
      } catch (error) {
        if (error instanceof OrderRefused)
          return sendError(reply, error.status, error.key, error.values);
        throw error;
      }
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '',
    {
      schema: {
        tags: ['order'],
        summary:
          'The orders the signed-in customer may read (their own; with orders.read their company’s), newest first; filters: status, ordered_from and ordered_till (YYYY-MM-DD, Dutch time, both included); page_items default 15',
        querystring: listQuery,
        answers: { 200: jsonLd(orderListSchema, 'One page of orders') },
      },
    },
    async (request, reply) => {
      const { page = '1', page_items: perPage = '15', ...filter } = request.query;
      const { rows, total } = await app.orders.list(
        request.customer!,
        filter,
        Number(page),
        Number(perPage),
      );
      const members = await Promise.all(rows.map((order) => app.orders.view(order)));
      return reply.type(JSON_LD).send({
        ...collection('Order', '/order/orders', members, total),
        'hydra:view': pageView(request.url, Number(page), Number(perPage), total),
      });
    },
  );

  app.get<{ Params: { uuid: string } }>(
    '/:uuid',
    {
      schema: {
        tags: ['order'],
        summary:
          'One order: for the customer who placed it (and, with orders.read, their company’s users), or with the secret a guest was given',
        params: valibotSchema(orderParams),
        headers: readHeaders,
        answers: { 200: jsonLd(orderSchema, 'The order') },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const secret = request.headers['x-order-secret'];
      const customer = typeof secret === 'string' ? null : await optionalCustomer(request);
      const order =
        typeof secret === 'string'
          ? await app.orders.authorize(request.params.uuid, secret)
          : customer && (await app.orders.findReadable(request.params.uuid, customer));
      // Someone else's order and no order at all look alike.
      if (!order) return sendError(reply, 404, 'errors.notFoundResource');
      return sendOrder(reply, order);
    },
  );
}
