import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { orderRejectionSchema, type OrderRejectionInput } from '@shop/contracts/schemas';
import { collection, JSON_LD, sendError } from '../../http/hydra';
import { valibotSchema } from '../../http/valibot-schema';
import { orderParams } from '../../schemas/params';
import { OrderRefused, type OrderRow } from '../../plugins/app/orders/order-repository';
import { approvalDecisionMail } from '../../mail/company-mails';
import { contextIri } from '../../http/iri';
import { jsonLd } from '../../http/answers';
import { error } from '../../schemas/answers/hydra';
import { approvalListSchema, orderSchema } from '../../schemas/answers/order';

/** Approvals (orders.approve): the company's orders above its rule, approved or rejected. */
export default async function approvalRoutes(app: FastifyInstance, options: { siteUrl: string }) {
  const params = valibotSchema(orderParams);
  const decided = {
    200: jsonLd(orderSchema, 'The order as decided'),
    403: error(403, 'Lacks orders.approve, or it is the approver’s own order'),
    409: error(409, 'The order is not waiting for approval'),
  };

  app.get(
    '/approvals',
    {
      schema: {
        tags: ['order'],
        summary: 'The company’s orders waiting for approval, oldest first',
        answers: { 200: jsonLd(approvalListSchema, 'The orders waiting for approval') },
      },
    },
    async (request, reply) => {
      const companyUuid = request.customer!.companyUuid;
      const rows = companyUuid ? await app.orders.awaitingApproval(companyUuid) : [];
      const members = await Promise.all(rows.map((order) => app.orders.view(order)));
      return reply.type(JSON_LD).send(collection('Order', '/order/approvals', members));
    },
  );

  async function decide(
    request: FastifyRequest<{ Params: { uuid: string } }>,
    reply: FastifyReply,
    decision: { approve: true } | { approve: false; reason: string },
  ) {
    const companyUuid = request.customer!.companyUuid;
    if (!companyUuid) return sendError(reply, 404, 'errors.notFoundResource');
    let order: OrderRow;
    try {
      order = await app.orders.decide(
        companyUuid,
        request.params.uuid,
        request.customer!.uuid,
        decision,
      );
    } catch (error) {
      if (error instanceof OrderRefused)
        return sendError(reply, error.status, error.key, error.values);
      throw error;
    }
    // The buyer hears of it in their preferred language, else the one they ordered in; a
    // failed mail does not undo it.
    try {
      await app.mailer.send({
        to: order.email,
        ...approvalDecisionMail({
          locale: await app.orders.mailLocale(order),
          siteUrl: options.siteUrl,
          orderUuid: order.uuid,
          number: order.number,
          totalCents: order.total.incl_vat,
          reason: decision.approve ? null : decision.reason,
        }),
      });
    } catch (error) {
      request.log.error(
        { order: order.number, message: (error as Error).message },
        'decision mail failed',
      );
    }
    return reply
      .type(JSON_LD)
      .send({ '@context': contextIri('Order'), ...(await app.orders.view(order)) });
  }

  app.post<{ Params: { uuid: string } }>(
    '/orders/:uuid/approve',
    {
      schema: {
        tags: ['order'],
        summary: 'Approve a company order waiting for approval',
        params,
        answers: decided,
      },
    },
    (request, reply) => decide(request, reply, { approve: true }),
  );

  app.post<{ Params: { uuid: string }; Body: OrderRejectionInput }>(
    '/orders/:uuid/reject',
    {
      schema: {
        tags: ['order'],
        summary: 'Reject a company order waiting for approval, with the reason the buyer is told',
        params,
        body: valibotSchema(orderRejectionSchema),
        answers: decided,
      },
    },
    (request, reply) => decide(request, reply, { approve: false, reason: request.body.reason }),
  );
}
