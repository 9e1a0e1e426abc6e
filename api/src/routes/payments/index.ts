import * as v from 'valibot';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLocale, locales } from '@shop/contracts/messages';
import { deliveryCountries } from '@shop/contracts/schemas';
import { collection, JSON_LD, sendError } from '../../http/hydra';
import { contextIri, iri } from '../../http/iri';
import { valibotSchema } from '../../http/valibot-schema';
import { ProviderUnavailable, type PaymentProvider } from '../../domain/payment/payment-provider';
import { sendOrderMail } from '../order/order-mail';
import { publishOrder } from '../../plugins/app/orders/order/publish-order';
import { followCaptures, followRefunds } from '../../plugins/app/orders/back-office/follow-up';
import { empty, jsonLd } from '../../http/answers';
import { error } from '../../schemas/answers/hydra';
import { paymentMethodListSchema, paymentProviderSchema } from '../../schemas/answers/site';

/** The methods for an amount change little: a minute in shared caches, as long as the API keeps them. */
const METHODS_MAX_AGE_SECONDS = 60;

/** Mollie's payment ids: `tr_` and letters and digits. */
const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]{4,64}$/;

const methodsQuery = valibotSchema(
  v.object({
    country: v.picklist(deliveryCountries),
    amount: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1)),
    locale: v.optional(v.picklist(locales)),
  }),
);

/** The provider could not be asked: the shopper is told so, in their language. */
function sendUnavailable(reply: FastifyReply, error: ProviderUnavailable) {
  return error.kind === 'timeout'
    ? sendError(reply, 504, 'errors.paymentTimeout')
    : sendError(reply, 503, 'errors.paymentUnavailable');
}

export default async function paymentRoutes(
  app: FastifyInstance,
  options: { paymentProvider: PaymentProvider },
) {
  const provider = options.paymentProvider;

  app.get<{ Querystring: { country: 'NL' | 'BE'; amount: number; locale?: string } }>(
    '/methods',
    {
      schema: {
        tags: ['payment'],
        summary: 'The ways to pay the provider offers for this amount (cents), country and locale',
        querystring: methodsQuery,
        answers: {
          200: jsonLd(
            paymentMethodListSchema,
            'The methods, iDEAL with its banks when it has them',
          ),
          503: error(503, 'The payment provider cannot be reached'),
          504: error(504, 'The payment provider did not answer in time'),
        },
      },
    },
    async (request, reply) => {
      const { country, amount } = request.query;
      const locale =
        request.query.locale && isLocale(request.query.locale)
          ? request.query.locale
          : request.locale;
      try {
        const methods = await provider.methods({ amountCents: amount, country, locale });
        return reply
          .type(JSON_LD)
          .header('cache-control', `public, max-age=${METHODS_MAX_AGE_SECONDS}`)
          .send(
            collection(
              'PaymentMethod',
              `/payments/methods?country=${country}&amount=${amount}&locale=${locale}`,
              methods.map((method) => ({ '@type': 'PaymentMethod', ...method })),
            ),
          );
      } catch (caught) {
        if (caught instanceof ProviderUnavailable) return sendUnavailable(reply, caught);
        throw caught;
      }
    },
  );

  app.get(
    '/provider',
    {
      schema: {
        tags: ['payment'],
        summary: 'What the checkout mounts the provider’s card fields with (public values only)',
        answers: { 200: jsonLd(paymentProviderSchema, 'The provider') },
      },
    },
    async (_request, reply) =>
      reply
        .type(JSON_LD)
        .header('cache-control', 'public, max-age=300')
        .send({
          '@context': contextIri('PaymentProvider'),
          '@id': iri('/payments/provider'),
          '@type': 'PaymentProvider',
          ...provider.settings(),
        }),
  );

  // Mollie posts `id=tr_…` and nothing else: the API asks Mollie what became of that payment
  // and believes only the answer (ADR 0052); Mollie calls it too when the payment's refund or
  // capture changes, so the refunds and captures not settled here are read again.
  await app.register(async (webhook) => {
    await webhook.register(formbody);
    webhook.post<{ Body: { id?: string } }>(
      `/webhook/${provider.name}`,
      {
        schema: {
          tags: ['payment'],
          summary:
            'Mollie says a payment, its refund or its capture changed; the API asks Mollie and applies the answer once',
          body: valibotSchema(v.object({ id: v.optional(v.pipe(v.string(), v.maxLength(100))) })),
          answers: {
            200: empty('Seen (an unknown id, a repeat and an open payment change nothing)'),
            503: error(503, 'Mollie could not be asked: Mollie calls again later'),
            504: error(504, 'Mollie did not answer in time: Mollie calls again later'),
          },
        },
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const id = request.body.id ?? '';
        if (!MOLLIE_PAYMENT_ID.test(id)) return reply.code(200).send();
        try {
          const state = await provider.status(id);
          if (!state || state.outcome === 'open') return reply.code(200).send();
          const settled = await app.orders.settleFromProvider(state, `payment:${provider.name}`);
          const refunded = await followRefunds(app.db, provider, state.reference);
          const captured = await followCaptures(app.db, provider, state.reference);
          const changed = settled?.changed ? settled.orderUuid : (refunded ?? captured);
          if (changed) {
            const order = await app.orders.findByUuid(changed);
            // The shopper back from Mollie's page waits on the confirmation: it hears at once.
            if (order) await publishOrder(app, request, order);
            if (order && settled?.changed && settled.status === 'new')
              await sendOrderMail(app, request, order);
          }
          return reply.code(200).send();
        } catch (caught) {
          if (caught instanceof ProviderUnavailable) return sendUnavailable(reply, caught);
          throw caught;
        }
      },
    );
  });
}
