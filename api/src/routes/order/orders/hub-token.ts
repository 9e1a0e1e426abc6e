import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../../http/hydra';
import { orderIri } from '../../../http/hub-topics';
import { sendHubToken } from '../../../http/hub-token-answer';
import { jsonLd } from '../../../http/answers';
import { valibotSchema } from '../../../http/valibot-schema';
import { orderParams } from '../../../schemas/params';
import { hubTokenSchema } from '../../../schemas/answers/account';
import { error } from '../../../schemas/answers/hydra';

const secretHeaders = valibotSchema(
  v.looseObject({
    'x-order-secret': v.optional(
      v.pipe(
        v.string(),
        v.maxLength(200),
        v.description('The secret answered once when the guest placed the order'),
      ),
    ),
  }),
);

/**
 * POST /order/orders/{uuid}/hub-token: a guest's subscriber token for their one order (ADR 0052).
 * A guest who comes back from the bank before the provider has told us the outcome waits on the
 * confirmation page; with this token the page hears the outcome whenever it comes, as a
 * signed-in customer's page does through /me/hub-token. The order's secret opens it, and the
 * token covers that order's topic and nothing else.
 */
export default async function orderHubTokenRoutes(app: FastifyInstance) {
  app.post<{ Params: { uuid: string } }>(
    '/:uuid/hub-token',
    {
      schema: {
        tags: ['hub'],
        summary:
          'A short-lived subscriber token for the live update hub, covering this one order; opened by the secret a guest was given',
        params: valibotSchema(orderParams),
        headers: secretHeaders,
        answers: {
          200: jsonLd(hubTokenSchema, 'The subscriber token'),
          404: error(404, 'No such order, or not opened by its secret'),
        },
      },
      // The secret is a credential: no guessing at speed.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const secret = request.headers['x-order-secret'];
      const order =
        typeof secret === 'string' && (await app.orders.authorize(request.params.uuid, secret));
      if (!order) return sendError(reply, 404, 'errors.notFoundResource');
      return sendHubToken(app, reply, {
        subject: `order:${order.uuid}`,
        topics: [orderIri(order.uuid)],
        path: `/order/orders/${order.uuid}/hub-token`,
      });
    },
  );
}
