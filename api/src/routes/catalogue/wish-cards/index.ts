import type { FastifyInstance } from 'fastify';
import { wishCardsQuerySchema, type WishCardsQuery } from '@shop/contracts/schemas';
import { collection, JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { jsonLd, notModified } from '../../../http/answers';
import { error } from '../../../schemas/answers/hydra';
import { wishCardListSchema } from '../../../schemas/answers/catalogue';

export default async function wishCardRoutes(app: FastifyInstance) {
  app.get<{ Querystring: WishCardsQuery }>(
    '',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The wish cards that may go with a product (funeral products: funeral cards only)',
        querystring: valibotSchema(wishCardsQuerySchema),
        answers: {
          200: jsonLd(wishCardListSchema, 'The wish cards'),
          304: notModified,
          404: error(404, 'No such product'),
        },
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
