import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { copyToCartOrderSchema, type CopyToCartOrderInput } from '@shop/contracts/schemas';
import { JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import type { LeftOut } from '../../../plugins/app/orders/order/repeat-order';
import { jsonLd } from '../../../http/answers';
import { error } from '../../../schemas/answers/hydra';
import { copiedToCartSchema } from '../../../schemas/answers/order';

const cartHeaders = valibotSchema(
  v.looseObject({
    'x-cart-secret': v.optional(
      v.pipe(v.string(), v.maxLength(200), v.description('The secret of the cart to fill')),
    ),
  }),
);

/**
 * POST /order/orders/copy-to-cart-order, the spec's `copy-to-cart-order` action (repeat order):
 * the lines of an order the caller may read go into their cart at today's prices.
 */
export default async function copyToCartOrderRoutes(app: FastifyInstance) {
  app.post<{ Body: CopyToCartOrderInput }>(
    '/copy-to-cart-order',
    {
      schema: {
        tags: ['order'],
        summary:
          'Repeat an order: its lines still orderable go into the cart (x-cart-secret opens it) at today’s prices; answers the cart and the lines left out, each with a localized reason',
        headers: cartHeaders,
        body: valibotSchema(copyToCartOrderSchema),
        answers: {
          200: jsonLd(copiedToCartSchema, 'The cart with the order’s lines'),
          404: error(404, 'No such order or cart, or not the caller’s'),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { uuid, cart } = request.body;
      const order = await app.orders.findReadable(uuid, request.customer!);
      const secret = request.headers['x-cart-secret'];
      const cartOpened = typeof secret === 'string' && (await app.carts.authorize(cart, secret));
      // Someone else's order, or cart, and none at all look alike.
      if (!order || !cartOpened) return sendError(reply, 404, 'errors.notFoundResource');
      const { notCopied, withoutLetter } = await app.orders.copyToCart(app.carts, uuid, cart);
      const explain = ({ violation, ...line }: LeftOut) => ({
        ...line,
        code: violation.key,
        reason: request.t(violation.key, violation.values),
      });
      return reply.type(JSON_LD).send({
        cart: await app.carts.view(cart, request.locale, request.site),
        not_copied: notCopied.map(explain),
        without_letter: withoutLetter.map(explain),
      });
    },
  );
}
