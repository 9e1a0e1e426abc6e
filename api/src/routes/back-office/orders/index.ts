import * as v from 'valibot';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  backOfficeOrderFilterSchema,
  orderCancelSchema,
  orderTransitionSchema,
  trackAndTraceSchema,
  type BackOfficeOrderFilter,
  type OrderCancelInput,
  type OrderTransitionInput,
  type TrackAndTraceInput,
} from '@shop/contracts/schemas';
import { collection, JSON_LD, pageView, sendError } from '../../../http/hydra';
import { contextIri } from '../../../http/iri';
import { valibotSchema } from '../../../http/valibot-schema';
import { orderParams } from '../../../schemas/params';
import { TransitionRefused } from '../../../domain/order/order-status';
import type { PaymentProvider } from '../../../domain/payment/payment-provider';
import type { OrderRow } from '../../../plugins/app/orders/order-repository';
import { listOrders } from '../../../plugins/app/orders/back-office/list-orders';
import { moveOrder } from '../../../plugins/app/orders/back-office/move-order';
import {
  addTrackAndTrace,
  NotTrackable,
} from '../../../plugins/app/orders/back-office/add-track-and-trace';
import {
  cancelWithRefund,
  RefundFailed,
} from '../../../plugins/app/orders/back-office/cancel-with-refund';
import { RefundUnderWay } from '../../../plugins/app/orders/back-office/refund-claims';
import { takeCaptures } from '../../../plugins/app/orders/back-office/capture-claims';
import {
  backOfficeOrderSummary,
  backOfficeOrderView,
} from '../../../plugins/app/orders/back-office/back-office-order-view';
import { sendOrderCanceledMail, sendOrderSentMail } from './order-news';
import { publishOrder } from '../../../plugins/app/orders/order/publish-order';

const listQuery = valibotSchema(
  v.intersect([
    backOfficeOrderFilterSchema,
    v.object({
      page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/))),
      page_items: v.optional(v.pipe(v.string(), v.regex(/^([1-9]|[1-9]\d|100)$/))),
    }),
  ]),
);
import { jsonLd } from '../../../http/answers';
import { error } from '../../../schemas/answers/hydra';
import { backOfficeOrderListSchema, backOfficeOrderSchema } from '../../../schemas/answers/order';
type ListQuery = BackOfficeOrderFilter & { page?: string; page_items?: string };
type Params = { uuid: string };

const security = [{ bearer: [] }];

/**
 * The back office's orders (ADR 0039), for the shop's staff and the fulfilment system: list,
 * open, move along ADR 0015's table, add track & trace, cancel with a refund. Who may call
 * which is api/src/http/route-access.ts's `staffRouteAccess`; every change is recorded with
 * `request.backOffice.actor` and published to the customer's order topic.
 */
export default async function backOfficeOrderRoutes(
  app: FastifyInstance,
  options: { paymentProvider: PaymentProvider },
) {
  const params = valibotSchema(orderParams);

  const sendOrder = async (reply: FastifyReply, order: OrderRow, code = 200) =>
    reply
      .code(code)
      .type(JSON_LD)
      .send({
        '@context': contextIri('BackOfficeOrder'),
        ...(await backOfficeOrderView(app.db, app.staff, order)),
      });

  const refusedMove = (reply: FastifyReply, error: TransitionRefused) =>
    sendError(reply, 409, 'errors.transitionRefused', {
      status: error.status,
      transition: error.transition,
    });

  app.get<{ Querystring: ListQuery }>(
    '',
    {
      schema: {
        tags: ['back-office'],
        summary:
          'Orders by status and delivery date, soonest delivery first (staff: orders.read); filters: status (comma separated), delivery_from and delivery_till (YYYY-MM-DD, both included), search (order number or e-mail); page_items default 25',
        querystring: listQuery,
        security,
        answers: { 200: jsonLd(backOfficeOrderListSchema, 'One page of orders') },
      },
    },
    async (request, reply) => {
      const { page = '1', page_items: perPage = '25', ...filter } = request.query;
      const { rows, total } = await listOrders(app.db, filter, Number(page), Number(perPage));
      return reply.type(JSON_LD).send({
        ...collection(
          'BackOfficeOrder',
          '/back-office/orders',
          rows.map(backOfficeOrderSummary),
          total,
        ),
        'hydra:view': pageView(request.url, Number(page), Number(perPage), total),
      });
    },
  );

  app.get<{ Params: Params }>(
    '/:uuid',
    {
      schema: {
        tags: ['back-office'],
        summary:
          'One order with its lines, amounts, addresses, history (who and when), track & trace, refunds and the moves possible now (staff: orders.read)',
        params,
        security,
        answers: { 200: jsonLd(backOfficeOrderSchema, 'The order'), 404: error(404) },
      },
    },
    async (request, reply) => {
      const order = await app.orders.findByUuid(request.params.uuid);
      if (!order) return sendError(reply, 404, 'errors.notFoundResource');
      return sendOrder(reply, order);
    },
  );

  app.post<{ Params: Params; Body: OrderTransitionInput }>(
    '/:uuid/transitions',
    {
      schema: {
        tags: ['back-office'],
        summary:
          'Move the order along the life cycle (ADR 0015): hold, release, send_to_supplier, assign, process, ship, complete or archive; 409 when the table does not allow it now, or while a refund of the order waits for the payment provider (staff: orders.fulfil). Shipping mails the customer and captures an authorized payment (Riverty, ADR 0052): the answer’s captures say whether the provider took it, refused it (failed) or has not answered yet (pending, asked again by itself); the move stands whatever the provider says.',
        params,
        body: valibotSchema(orderTransitionSchema),
        security,
        answers: {
          200: jsonLd(backOfficeOrderSchema, 'The order, moved'),
          404: error(404),
          409: error(409, 'The life cycle does not allow this move now, or a refund is under way'),
        },
      },
    },
    async (request, reply) => {
      const { transition, note } = request.body;
      let moved: Awaited<ReturnType<typeof moveOrder>>;
      try {
        moved = await moveOrder(
          app.db,
          request.params.uuid,
          transition,
          request.backOffice!.actor,
          note,
        );
      } catch (error) {
        if (error instanceof TransitionRefused) return refusedMove(reply, error);
        if (error instanceof RefundUnderWay) return sendError(reply, 409, 'errors.refundUnderWay');
        throw error;
      }
      if (!moved) return sendError(reply, 404, 'errors.notFoundResource');
      // Claimed with the move; the provider is asked now that the order's lock is let go.
      await takeCaptures(app.db, options.paymentProvider, moved.captures, request.log);
      await publishOrder(app, request, moved.after);
      if (transition === 'ship') await sendOrderSentMail(app, request, moved.after);
      return sendOrder(reply, moved.after);
    },
  );

  app.post<{ Params: Params; Body: TrackAndTraceInput }>(
    '/:uuid/track-and-trace',
    {
      schema: {
        tags: ['back-office'],
        summary:
          'Add a parcel’s track & trace code (carrier, code, https link); the same code again changes nothing (staff: orders.fulfil)',
        params,
        body: valibotSchema(trackAndTraceSchema),
        security,
        answers: {
          201: jsonLd(backOfficeOrderSchema, 'The order with the code added'),
          200: jsonLd(backOfficeOrderSchema, 'The order, which had the code already'),
          404: error(404),
          409: error(409, 'An order in this status takes no track & trace code'),
        },
      },
    },
    async (request, reply) => {
      let added: Awaited<ReturnType<typeof addTrackAndTrace>>;
      try {
        added = await addTrackAndTrace(
          app.db,
          request.params.uuid,
          request.body,
          request.backOffice!.actor,
        );
      } catch (error) {
        if (error instanceof NotTrackable)
          return sendError(reply, 409, 'errors.transitionRefused', {
            status: error.status,
            transition: 'track_and_trace',
          });
        throw error;
      }
      if (!added) return sendError(reply, 404, 'errors.notFoundResource');
      if (added.added) await publishOrder(app, request, added.order);
      return sendOrder(reply, added.order, added.added ? 201 : 200);
    },
  );

  app.post<{ Params: Params; Body: OrderCancelInput }>(
    '/:uuid/cancel',
    {
      schema: {
        tags: ['back-office'],
        summary:
          'Cancel the order: what was paid is refunded through the payment provider, the stock goes back, the customer gets a mail in their language; 409 once the florist has made it or while another cancel waits for the provider, 502 when the provider refuses the refund or does not answer (staff: orders.cancel)',
        params,
        body: valibotSchema(orderCancelSchema),
        security,
        answers: {
          200: jsonLd(backOfficeOrderSchema, 'The order, canceled and refunded'),
          404: error(404),
          409: error(409, 'The order can no longer be canceled, or a refund is under way'),
          502: error(502, 'The payment provider refused the refund'),
        },
      },
    },
    async (request, reply) => {
      let canceled: Awaited<ReturnType<typeof cancelWithRefund>>;
      try {
        canceled = await cancelWithRefund(
          app.db,
          options.paymentProvider,
          request.params.uuid,
          request.backOffice!.actor,
          request.body.reason,
          request.log,
        );
      } catch (error) {
        if (error instanceof TransitionRefused) return refusedMove(reply, error);
        if (error instanceof RefundUnderWay) return sendError(reply, 409, 'errors.refundUnderWay');
        if (error instanceof RefundFailed) {
          request.log.error({ order: error.orderNumber }, 'refund refused by the provider');
          return sendError(reply, 502, 'errors.refundFailed');
        }
        throw error;
      }
      if (!canceled) return sendError(reply, 404, 'errors.notFoundResource');
      await publishOrder(app, request, canceled.after);
      await sendOrderCanceledMail(app, request, canceled.after, canceled.refundedCents);
      return sendOrder(reply, canceled.after);
    },
  );
}
