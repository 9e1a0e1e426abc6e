import type { FastifyInstance } from 'fastify';
import { productListQuerySchema, type ProductListQuery } from '@shop/contracts/schemas';
import { collection, JSON_LD, pageView, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { slugParams } from '../../../schemas/params';
import { contextIri } from '../../../http/iri';
import { jsonLd, notModified } from '../../../http/answers';
import { productDetailSchema, productListSchema } from '../../../schemas/answers/catalogue';

export default async function productRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ProductListQuery }>(
    '',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['catalogue'],
        summary:
          'Products, paginated: search on the localized name, filter by category, colour, occasion and from price (cents incl. VAT), sorted',
        querystring: valibotSchema(productListQuerySchema),
        answers: { 200: jsonLd(productListSchema, 'One page of products'), 304: notModified },
      },
    },
    async (request, reply) => {
      const { members, total } = await app.catalogue.products(
        request.query,
        request.locale,
        request.site,
      );
      const { page, page_items: perPage } = request.query;
      return reply.type(JSON_LD).send({
        ...collection('Product', '/catalogue/products', members, total),
        'hydra:view': pageView(request.url, page, perPage, total),
      });
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/:slug',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['catalogue'],
        summary:
          'One product with its properties, variations, images, wish card, personalization, letter and upsell options',
        params: valibotSchema(slugParams),
        answers: { 200: jsonLd(productDetailSchema, 'The product'), 304: notModified },
      },
    },
    async (request, reply) => {
      const product = await app.catalogue.product(
        request.params.slug,
        request.locale,
        request.site,
      );
      if (!product) return sendError(reply, 404, 'errors.notFoundResource');
      return reply.type(JSON_LD).send({ '@context': contextIri('Product'), ...product });
    },
  );
}
