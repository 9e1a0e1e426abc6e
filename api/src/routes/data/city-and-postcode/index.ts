import type { FastifyInstance } from 'fastify';
import { collection, JSON_LD } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import {
  geoData,
  localityName,
  searchBelgianLocalities,
  type BelgianLocality,
  type Language,
} from '../../../domain/geo';
import {
  cityAndPostcodeQuerySchema,
  type CityAndPostcodeQuery,
} from '../../../schemas/address-suggestions';
import { jsonLd } from '../../../http/answers';
import { cityAndPostcodeListSchema } from '../../../schemas/answers/reference';

const MAX_RESULTS = 10;

function member(locality: BelgianLocality, language: Language) {
  return {
    '@type': 'CityAndPostcode',
    postcode: locality.postcode,
    city: localityName(locality, language),
    cityNl: locality.nameNl,
    cityFr: locality.nameFr,
  };
}

/** GET /data/city-and-postcode?q=: the Belgian postcode/city autocomplete of the address form. */
export default async function cityAndPostcodeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: CityAndPostcodeQuery }>(
    '',
    {
      schema: {
        tags: ['reference'],
        summary: `Belgian postcodes and places matching q (a postcode prefix or a Dutch or French name), at most ${MAX_RESULTS}; hydra:totalItems counts every match`,
        querystring: valibotSchema(cityAndPostcodeQuerySchema),
        answers: { 200: jsonLd(cityAndPostcodeListSchema, 'The matching places') },
      },
      // Asked at every pause in typing; generous, but a script cannot loop on it freely.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const localities = await geoData.belgianLocalities();
      const { total, matches } = searchBelgianLocalities(localities, request.query.q, MAX_RESULTS);
      // French names on fr-be, Dutch names everywhere else (en-us included).
      const language: Language = request.locale === 'fr-be' ? 'fr' : 'nl';
      // The answer changes only with a release of the data; the shopper's browser may keep it.
      reply.header('cache-control', 'public, max-age=3600');
      return reply.type(JSON_LD).send(
        collection(
          'CityAndPostcode',
          '/data/city-and-postcode',
          matches.map((locality) => member(locality, language)),
          total,
        ),
      );
    },
  );
}
