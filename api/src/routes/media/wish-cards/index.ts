import type { FastifyInstance } from 'fastify';
import { sendError } from '../../../http/hydra';
import { localized } from '../../../http/i18n';
import { valibotSchema } from '../../../http/valibot-schema';
import { wishCardSvg, type WishCardImage } from '../../../domain/wish-card-image';
import { wishCardImageParams } from '../../../schemas/params';
import { file } from '../../../http/answers';

const kinds: Record<string, WishCardImage> = {
  '': 'image',
  '-background': 'background',
  '-thumbnail': 'thumbnail',
};

export default async function wishCardImageRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    '/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Wish card image ({id}.svg), background ({id}-background.svg) or thumbnail ({id}-thumbnail.svg)',
        params: valibotSchema(wishCardImageParams),
        answers: { 200: file('image/svg+xml', 'The image') },
      },
    },
    async (request, reply) => {
      const [, id, suffix = ''] = /^(\d+)(-background|-thumbnail)?\.svg$/.exec(
        request.params.file,
      )!;
      const card = await app.productOptions.wishCardLook(Number(id));
      if (!card) return sendError(reply, 404, 'errors.notFoundResource');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(wishCardSvg(kinds[suffix]!, card, localized(card.names, request.locale)));
    },
  );
}
