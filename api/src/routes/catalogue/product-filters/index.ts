import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { productListQuerySchema } from '@shop/contracts/schemas';
import { JSON_LD } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { contextIri, iri } from '../../../http/iri';
import { jsonLd, notModified } from '../../../http/answers';
import { productFiltersSchema } from '../../../schemas/answers/catalogue';

const productFiltersQuerySchema = v.pick(productListQuerySchema, ['category', 'search']);
type ProductFiltersQuery = v.InferOutput<typeof productFiltersQuerySchema>;

export default async function productFilterRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ProductFiltersQuery }>(
    '',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Colour and occasion choices, with counts, for a category and search',
        querystring: valibotSchema(productFiltersQuerySchema),
        answers: {
          200: jsonLd(productFiltersSchema, 'The choices with their counts'),
          304: notModified,
        },
      },
    },
    async (request, reply) =>
      reply.type(JSON_LD).send({
        '@context': contextIri('ProductFilters'),
        '@id': iri('/catalogue/product-filters'),
        '@type': 'ProductFilters',
        ...(await app.productFilters.forProducts(request.query, request.locale)),
      }),
  );
}
