import type { FastifyInstance } from 'fastify';
import { combinationInfoSchema, type CombinationInfoInput } from '@shop/contracts/schemas';
import { collection, JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { jsonLd } from '../../../http/answers';
import { error } from '../../../schemas/answers/hydra';
import { combinationListSchema } from '../../../schemas/answers/catalogue';

export default async function combinationInfoRoutes(app: FastifyInstance) {
  // A POST because the spec's call is one; it changes nothing and answers like a list.
  app.post<{ Body: CombinationInfoInput }>(
    '',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products that go well with a product, as list members',
        body: valibotSchema(combinationInfoSchema),
        answers: {
          200: jsonLd(combinationListSchema, 'The products that go with it'),
          404: error(404, 'No such product'),
        },
      },
    },
    async (request, reply) => {
      const members = await app.productOptions.combinationsFor(
        request.body.product,
        request.locale,
        request.site,
      );
      if (!members) return sendError(reply, 404, 'errors.notFoundResource');
      return reply
        .type(JSON_LD)
        .send(collection('Product', '/catalogue/combination-info', members));
    },
  );
}
