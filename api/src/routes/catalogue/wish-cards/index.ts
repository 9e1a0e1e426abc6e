import type { FastifyInstance } from 'fastify';
import { wishCardsQuerySchema, type WishCardsQuery } from '@shop/contracts/schemas';
import { collection, JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';

export default async function wishCardRoutes(app: FastifyInstance) {
  app.get<{ Querystring: WishCardsQuery }>(
    '',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The wish cards that may go with a product (funeral products: funeral cards only)',
        querystring: valibotSchema(wishCardsQuerySchema),
      },
    },
    async (request, reply) => {
      const cards = await app.productOptions.wishCardsFor(
        request.query.product,
        request.locale,
        request.site,
      );
      if (!cards) return sendError(reply, 404, 'errors.notFoundResource');
      return reply
        .type(JSON_LD)
        .send(
          collection(
            'WishCard',
            `/catalogue/wish-cards?product=${encodeURIComponent(request.query.product)}`,
            cards,
          ),
        );
    },
  );
}
