import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderSearchSchema, type OrderSearchInput } from '@shop/contracts/schemas';
import { collection, JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { isCustomerSubject } from '../../../domain/tokens';
import { trackAndTraceView } from '../../../plugins/app/orders/order/order-view';
import { jsonLd } from '../../../http/answers';
import { orderSearchResultSchema } from '../../../schemas/answers/order';

/** Searches per order number or per delivery address that find nothing, before a pause. */
export const MISSES_PER_ORDER = 5;
export const MISS_WINDOW_MS = 15 * 60_000;

/**
 * POST /order/search, track and trace for anyone (ADR 0019). It answers an order's number,
 * status, delivery date and track-and-trace links only: never a name, address or amount, as
 * whoever knows a number and a postcode is not necessarily the buyer.
 */
export default async function orderSearchRoutes(app: FastifyInstance) {
  // Trying postcodes for one order number (or numbers for one address) from many addresses.
  const missesPerOrder = app.attemptLimiter('order-search', MISSES_PER_ORDER, MISS_WINDOW_MS);

  /** The signed-in customer's uuid when a customer's token came along. */
  async function customerUuid(request: FastifyRequest): Promise<string | null> {
    const claims = await request.bearerClaims();
    return claims && isCustomerSubject(claims.sub) ? claims.sub : null;
  }

  app.post<{ Body: OrderSearchInput }>(
    '',
    {
      schema: {
        tags: ['order'],
        summary:
          'Track and trace: orders by number and delivery postcode, or by delivery postcode, house number and date; an empty collection when none matches',
        body: valibotSchema(orderSearchSchema),
        answers: { 200: jsonLd(orderSearchResultSchema, 'The orders found (none: an empty list)') },
      },
      // As the gift card lookup: a postcode is easily guessed, so few searches per address.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const input = request.body;
      const key =
        input.by === 'number'
          ? `number:${input.orderNumber}`
          : `address:${input.postcode}:${input.housenumber}`;
      const wait = await missesPerOrder.hit(key);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return sendError(reply, 429, 'errors.tooManyRequests', { seconds: wait });
      }
      const [rows, customer] = await Promise.all([app.orders.search(input), customerUuid(request)]);
      // Only searches that find nothing count: a shopper checking their order often is let be.
      if (rows.length > 0) await missesPerOrder.forgive(key);
      const members = rows.map((order) => ({
        '@type': 'OrderSearchResult',
        number: order.number,
        status: order.status,
        status_label: `orderStatus.${order.status}`,
        delivery_date: order.deliveryDate,
        track_and_trace: trackAndTraceView(order),
        // Only the buyer, signed in, learns where the order's own page is.
        ...(customer && order.customerUuid === customer ? { uuid: order.uuid } : {}),
      }));
      reply.header('cache-control', 'no-store');
      return reply.type(JSON_LD).send(collection('OrderSearchResult', '/order/search', members));
    },
  );
}
