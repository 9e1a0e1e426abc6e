import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { collection, JSON_LD, pageView } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { iri } from '../../../http/iri';
import { jsonLd } from '../../../http/answers';
import { orderCollectionListSchema } from '../../../schemas/answers/order';

const listQuery = valibotSchema(
  v.object({
    page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/))),
    page_items: v.optional(v.pipe(v.string(), v.regex(/^([1-9]|[1-4]\d|50)$/))),
  }),
);

/**
 * GET /order/order-collections (spec §7): the orders placed in one checkout, together. A checkout
 * here places one order (one delivery address), so each collection holds one order, named by
 * it (ADR 0015); the shape already allows several for a checkout to several addresses.
 */
export default async function orderCollectionRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { page?: string; page_items?: string } }>(
    '',
    {
      schema: {
        tags: ['order'],
        summary:
          'The checkouts with their orders the caller may read (own, or the company’s with orders.read), newest first',
        querystring: listQuery,
        answers: { 200: jsonLd(orderCollectionListSchema, 'One page of checkouts') },
      },
    },
    async (request, reply) => {
      const page = Number(request.query.page ?? 1);
      const perPage = Number(request.query.page_items ?? 15);
      // The same orders the caller may read in the list (their own, their company's by role).
      const { rows, total } = await app.orders.list(request.customer!, {}, page, perPage);
      const members = await Promise.all(
        rows.map(async (order) => ({
          '@id': iri(`/order/order-collections/${order.uuid}`),
          '@type': 'OrderCollection',
          uuid: order.uuid,
          ordered_at: order.orderedAt.toISOString(),
          total: order.total,
          orders: [await app.orders.view(order)],
        })),
      );
      return reply.type(JSON_LD).send({
        ...collection('OrderCollection', '/order/order-collections', members, total),
        'hydra:view': pageView(request.url, page, perPage, total),
      });
    },
  );
}
