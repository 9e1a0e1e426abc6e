import type { FastifyInstance } from 'fastify';
import type { Merchant } from '@shop/contracts/api';
import {
  parseStoreLocatorPoint,
  storeLocatorQuerySchema,
  type StoreLocatorQuery,
} from '@shop/contracts/schemas';
import { collection, JSON_LD } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { geoData, type Language } from '../../../domain/geo';
import { roundKm } from '../../../domain/sales-points/distance';
import { locateSearch } from '../../../domain/sales-points/locate-search';
import type { SalesPointNearby } from '../../../plugins/app/gift-cards/sales-point-repository';
import { iri } from '../../../http/iri';
import { jsonLd } from '../../../http/answers';
import { storeLocatorSchema } from '../../../schemas/answers/reference';

export const MAX_SALES_POINTS = 50;

function member({ distanceKm, brandId, brandName, ...salesPoint }: SalesPointNearby) {
  const merchant: Merchant = {
    ...salesPoint,
    brand: { id: brandId, name: brandName },
    distance_km: roundKm(distanceKm),
  };
  return {
    '@id': iri(`/giftcard/storelocator/${salesPoint.id}`),
    '@type': 'Merchant',
    ...merchant,
  };
}

/** GET /giftcard/storelocator: the gift card's sales points near a place, postcode or point. */
export default async function storeLocatorRoutes(app: FastifyInstance) {
  app.get<{ Querystring: StoreLocatorQuery }>(
    '',
    {
      schema: {
        tags: ['giftcard'],
        summary: `Sales points within distance km of search (a place or postcode) or point, nearest first, at most ${MAX_SALES_POINTS}; an unknown place answers no members and suggestions`,
        querystring: valibotSchema(storeLocatorQuerySchema),
        answers: { 200: jsonLd(storeLocatorSchema, 'The sales points, or suggestions') },
      },
      // A search per submit, not per keystroke: generous for people, a brake on scraping.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { search, point, distance, brand } = request.query;
      const language: Language = request.locale === 'fr-be' ? 'fr' : 'nl';
      const ownCountry = request.locale.endsWith('-be') ? 'BE' : 'NL';
      let centre = point ? parseStoreLocatorPoint(point) : null;
      let located: { label: string } | null = null;
      if (search !== undefined) {
        const outcome = await locateSearch(geoData, search, ownCountry, language);
        if (!outcome.found)
          return reply.type(JSON_LD).send({
            ...collection('Merchant', '/giftcard/storelocator', []),
            'hydra:description': request.t('errors.noResults'),
            suggestions: outcome.suggestions,
          });
        centre = outcome.found;
        located = { label: outcome.found.label };
      }
      if (!centre) throw new Error('The query schema lets no request through without a point');
      const found = await app.salesPoints.near(centre, distance, brand, MAX_SALES_POINTS);
      return reply.type(JSON_LD).send({
        ...collection(
          'Merchant',
          '/giftcard/storelocator',
          found.salesPoints.map(member),
          found.total,
        ),
        point: {
          latitude: centre.latitude,
          longitude: centre.longitude,
          label: located?.label ?? null,
        },
      });
    },
  );
}
