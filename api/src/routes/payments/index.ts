import * as v from 'valibot';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { isLocale, type Locale } from '@shop/contracts/messages';
import { collection, JSON_LD, sendError } from '../../http/hydra';
import { valibotSchema } from '../../http/valibot-schema';
import type { PaymentProvider } from '../../domain/payment/payment-provider';
import { sendOrderMail } from '../order/order-mail';
import { renderTestProviderPage } from './test-provider-page';
import { empty, file, jsonLd } from '../../http/answers';
import { error } from '../../schemas/answers/hydra';
import { issuerListSchema } from '../../schemas/answers/site';

const referenceParams = valibotSchema(
  v.object({ reference: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{8,100}$/)) }),
);

export default async function paymentRoutes(
  app: FastifyInstance,
  options: { paymentProvider: PaymentProvider },
) {
  app.get(
    '/issuers',
    {
      schema: {
        tags: ['payment'],
        summary: 'The iDEAL banks to choose from',
        answers: { 200: jsonLd(issuerListSchema, 'The banks') },
      },
    },
    async (_request, reply) =>
      reply.type(JSON_LD).send(
        collection(
          'Issuer',
          '/payments/issuers',
          app.orders.issuers().map((issuer) => ({ '@type': 'Issuer', ...issuer })),
        ),
      ),
  );

  /** What follows a settled payment: the confirmation mail when the order is now paid. */
  async function afterSettle(
    request: Parameters<typeof sendOrderMail>[1],
    settled: Awaited<ReturnType<typeof app.orders.settle>>,
  ) {
    if (settled?.changed && settled.status === 'new') {
      const order = await app.orders.findByUuid(settled.orderUuid);
      if (order) await sendOrderMail(app, request, order);
    }
  }

  // The provider calls this; its signature over the raw body is the only proof it was the provider.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    webhook.post<{ Body: string }>(
      `/webhook/${options.paymentProvider.name}`,
      {
        schema: {
          tags: ['payment'],
          summary: 'The payment provider reports an outcome; replays change nothing',
          answers: {
            204: empty('Recorded (or a replay)'),
            401: error(401, 'The signature does not prove the provider'),
            404: error(404, 'No payment with that reference'),
          },
        },
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const update = options.paymentProvider.verifyWebhook(request.headers, request.body);
        if (!update) return sendError(reply, 401, 'errors.unauthorized');
        const settled = await app.orders.settle(
          update.reference,
          update.outcome,
          `payment:${options.paymentProvider.name}`,
        );
        if (!settled) return sendError(reply, 404, 'errors.notFoundResource');
        await afterSettle(request, settled);
        return reply.code(204).send();
      },
    );
  });

  if (options.paymentProvider.name !== 'test') return;

  await app.register(async (page) => {
    await page.register(formbody);
    page.get<{ Params: { reference: string } }>(
      '/test-provider/:reference',
      {
        schema: {
          tags: ['payment'],
          summary: 'The test provider’s bank page (HTML)',
          params: referenceParams,
          answers: { 200: file('text/html', 'The bank page') },
        },
      },
      async (request, reply) => {
        const found = await app.orders.payment(request.params.reference);
        if (!found) return sendError(reply, 404, 'errors.notFoundResource');
        const locale: Locale = isLocale(found.order.locale) ? found.order.locale : 'nl-nl';
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            renderTestProviderPage({
              locale,
              reference: request.params.reference,
              amountCents: found.payment.amountCents,
              orderNumber: found.order.number,
              bank: found.payment.details.issuer ?? 'Card',
              open: found.payment.status === 'action-required',
              returnUrl: found.returnUrl,
            }),
          );
      },
    );
    page.post<{ Params: { reference: string }; Body: { outcome: string } }>(
      '/test-provider/:reference',
      {
        schema: {
          tags: ['payment'],
          summary: 'The shopper approves, refuses or cancels on the test bank page',
          params: referenceParams,
          body: valibotSchema(
            v.object({ outcome: v.picklist(['completed', 'failed', 'canceled']) }),
          ),
          answers: { 303: empty('Back to the shop’s return page') },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const found = await app.orders.payment(request.params.reference);
        if (!found) return sendError(reply, 404, 'errors.notFoundResource');
        const settled = await app.orders.settle(
          request.params.reference,
          request.body.outcome as 'completed' | 'failed' | 'canceled',
          'payment:test',
        );
        await afterSettle(request, settled);
        return reply.header('cache-control', 'no-store').redirect(found.returnUrl, 303);
      },
    );
  });
}
