import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { deliveryCountries, type DeliveryCountry } from '@shop/contracts/schemas';
import { collection, JSON_LD } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { jsonLd } from '../../../http/answers';
import { deliveryDatesSchema } from '../../../schemas/answers/order';

export default async function deliveryDateRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { country: DeliveryCountry } }>(
    '',
    {
      schema: {
        tags: ['order'],
        summary:
          'The dates a florist can deliver to the country (no Sundays or public holidays, next day only before the cut-off) and what delivery costs',
        querystring: valibotSchema(v.object({ country: v.picklist(deliveryCountries) })),
        answers: { 200: jsonLd(deliveryDatesSchema, 'The dates and the delivery cost') },
      },
    },
    async (request, reply) => {
      const dates = app.orders.deliveryDates(request.query.country, new Date());
      reply.header('cache-control', 'no-store');
      return reply.type(JSON_LD).send({
        ...collection(
          'DeliveryDate',
          `/order/delivery-dates?country=${request.query.country}`,
          dates.map((date) => ({ '@type': 'DeliveryDate', date })),
        ),
        delivery_cost: app.orders.deliveryCost(request.query.country),
      });
    },
  );
}
