import type { FastifyInstance } from 'fastify';
import { sendError } from '../../../http/hydra';
import { localized } from '../../../http/i18n';
import { valibotSchema } from '../../../http/valibot-schema';
import { productSvg } from '../../../domain/product-image';
import { productImageParams } from '../../../schemas/params';
import { file } from '../../../http/answers';

export default async function productImageRoutes(app: FastifyInstance) {
  /** `{slug}.svg` is the main image, `{slug}-{n}.svg` view n; a slug ending in -2 still wins. */
  async function findImage(file: string) {
    const name = file.replace(/\.svg$/, '');
    const look = await app.catalogue.productLook(name);
    if (look) return { look, view: 1 };
    const match = /^(.+)-([1-9])$/.exec(name);
    if (!match) return null;
    const view = Number(match[2]);
    const product = await app.catalogue.productLook(match[1]!);
    return product && view <= product.imageCount ? { look: product, view } : null;
  }

  app.get<{ Params: { file: string } }>(
    '/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Product image ({slug}.svg) or one of its views ({slug}-{n}.svg): a generated SVG in the product’s shape and colour',
        params: valibotSchema(productImageParams),
        answers: { 200: file('image/svg+xml', 'The image') },
      },
    },
    async (request, reply) => {
      const image = await findImage(request.params.file);
      if (!image) return sendError(reply, 404, 'errors.notFoundResource');
      const { look, view } = image;
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(productSvg(look.shape, look.colour, localized(look.names, request.locale), view));
    },
  );
}
