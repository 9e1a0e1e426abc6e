import type { FastifyInstance } from 'fastify';
import { sendError } from '../../../http/hydra';
import { localized } from '../../../http/i18n';
import { valibotSchema } from '../../../http/valibot-schema';
import { productSvg } from '../../../domain/product-image';
import { productImageParams } from '../../../schemas/params';

export default async function productImageRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    '/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product image: a generated SVG in the product’s shape and colour',
        params: valibotSchema(productImageParams),
      },
    },
    async (request, reply) => {
      const look = await app.catalogue.productLook(request.params.file.replace(/\.svg$/, ''));
      if (!look) return sendError(reply, 404, 'errors.notFoundResource');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(productSvg(look.shape, look.colour, localized(look.names, request.locale)));
    },
  );
}
