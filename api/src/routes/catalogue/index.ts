import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { productListQuerySchema, slugSchema, type ProductListQuery } from '@shop/shared-ui/schemas';
import { collection, JSON_LD, sendError } from '../../http/hydra';
import { valibotSchema } from '../../http/valibot-validation';
import { catalogueRepository } from './catalogue-repository';
import { productSvg } from '../../domain/product-image';
import { localized } from '../../http/i18n';

const slugParams = v.object({ slug: slugSchema });
const imageParams = v.object({
  file: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}\.svg$/, 'validation.invalidValue')),
});

export async function catalogueRoutes(app: FastifyInstance) {
  const catalogue = catalogueRepository(app.db);

  app.get('/catalogue/categories', { schema: { tags: ['catalogue'], summary: 'Product categories' } }, async (request, reply) =>
    reply.type(JSON_LD).send(collection('/catalogue/categories', await catalogue.categories(request.locale))),
  );

  app.get<{ Querystring: ProductListQuery }>(
    '/catalogue/products',
    { schema: { tags: ['catalogue'], summary: 'Products, paginated', querystring: valibotSchema(productListQuerySchema) } },
    async (request, reply) => {
      const { members, total } = await catalogue.products(request.query, request.locale, request.site);
      return reply.type(JSON_LD).send(collection('/catalogue/products', members, total));
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/catalogue/products/:slug',
    { schema: { tags: ['catalogue'], summary: 'One product with its variations', params: valibotSchema(slugParams) } },
    async (request, reply) => {
      const product = await catalogue.product(request.params.slug, request.locale, request.site);
      if (!product) return sendError(reply, 404, 'errors.notFoundResource');
      return reply.type(JSON_LD).send(product);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/media/products/:file',
    { schema: { tags: ['catalogue'], summary: 'Product image (generated SVG)', params: valibotSchema(imageParams) } },
    async (request, reply) => {
      const look = await catalogue.productLook(request.params.file.replace(/\.svg$/, ''));
      if (!look) return sendError(reply, 404, 'errors.notFoundResource');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(productSvg(look.shape, look.colour, localized(look.names, request.locale)));
    },
  );
}
