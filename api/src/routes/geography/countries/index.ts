import type { FastifyInstance } from 'fastify';
import { collection, JSON_LD } from '../../../http/hydra';
import { jsonLd } from '../../../http/answers';
import { countryListSchema } from '../../../schemas/answers/reference';

export default async function countryRoutes(app: FastifyInstance) {
  app.get(
    '',
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries (no pagination)',
        answers: { 200: jsonLd(countryListSchema, 'The countries') },
      },
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(
          collection(
            'Country',
            '/geography/countries',
            await app.reference.countries(request.locale),
          ),
        ),
  );
}
