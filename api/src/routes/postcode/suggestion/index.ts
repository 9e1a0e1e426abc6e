import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { pc4PostcodeProvider, type PostcodeProvider } from '../../../domain/geo';
import {
  postcodeSuggestionSchema,
  type PostcodeSuggestionInput,
} from '../../../schemas/address-suggestions';
import { contextIri } from '../../../http/iri';
import { jsonLd } from '../../../http/answers';
import { error } from '../../../schemas/answers/hydra';
import { postcodeSuggestionAnswer } from '../../../schemas/answers/reference';

export interface PostcodeSuggestionOptions {
  /**
   * Where suggestions come from (app.ts: PDOK's Locatieserver with the postcode areas behind it,
   * ADR 0047); the shipped PC4 table when none is given.
   */
  postcodeProvider?: PostcodeProvider;
}

/**
 * POST /postcode/suggestion: what the checkout can fill in from a Dutch postcode and house
 * number (ADR 0016): street and city, or the city alone when the street is not to be had, saying
 * which in `street_lookup` (ADR 0047).
 */
export default async function postcodeSuggestionRoutes(
  app: FastifyInstance,
  options: PostcodeSuggestionOptions,
) {
  // The spec's client posts this one as a form; JSON is taken as everywhere else.
  await app.register(formbody);
  const provider = options.postcodeProvider ?? pc4PostcodeProvider();

  app.post<{ Body: PostcodeSuggestionInput }>(
    '',
    {
      schema: {
        tags: ['reference'],
        summary: 'Street and city for a Dutch postcode and house number; form data or JSON',
        description:
          'The address from the BAG (PDOK Locatieserver) with every addition the house number ' +
          'has (`additions`); when PDOK does not know the address (`street_lookup: not-found`) ' +
          'or does not answer in time (`unavailable`), the city of the 4-digit postcode area ' +
          'alone, `street` null.',
        consumes: ['application/x-www-form-urlencoded', 'application/json', 'application/ld+json'],
        body: valibotSchema(postcodeSuggestionSchema),
        answers: {
          200: jsonLd(postcodeSuggestionAnswer, 'What the address form can fill in'),
          404: error(404, 'The postcode is not known'),
        },
      },
      // A form asks a few times per address; the limit only keeps scripts from hammering it.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const suggestion = await provider.suggest(request.body.postcode, request.body.number);
      if (!suggestion) return sendError(reply, 404, 'errors.noResults');
      return reply.type(JSON_LD).send({
        '@context': contextIri('PostcodeSuggestion'),
        '@type': 'PostcodeSuggestion',
        ...suggestion,
      });
    },
  );
}
