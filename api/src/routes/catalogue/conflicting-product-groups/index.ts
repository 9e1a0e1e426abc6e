import type { FastifyInstance } from 'fastify';
import {
  conflictingProductGroupsQuerySchema,
  type ConflictingProductGroupsQuery,
} from '@shop/contracts/schemas';
import { collection, JSON_LD } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { jsonLd, notModified } from '../../../http/answers';
import { productGroupListSchema } from '../../../schemas/answers/catalogue';

export default async function conflictingProductGroupRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ConflictingProductGroupsQuery }>(
    '',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Product group ids that conflict with any of the given ones (excludeOwnProductGroup leaves those out)',
        querystring: valibotSchema(conflictingProductGroupsQuerySchema),
        answers: {
          200: jsonLd(productGroupListSchema, 'The conflicting product group ids'),
          304: notModified,
        },
      },
    },
    async (request, reply) => {
      const { ids, excludeOwnProductGroup } = request.query;
      const groups = await app.productOptions.conflictingGroups(ids, excludeOwnProductGroup);
      return reply
        .type(JSON_LD)
        .send(
          collection(
            'ProductGroup',
            `/catalogue/conflicting-product-groups?ids=${ids.join(',')}&excludeOwnProductGroup=${excludeOwnProductGroup}`,
            groups,
          ),
        );
    },
  );
}
