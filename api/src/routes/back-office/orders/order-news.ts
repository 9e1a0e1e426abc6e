import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailLocale } from '../../../mail/mail-locale';
import { orderSentMail } from '../../../mail/order-sent-mail';
import { orderCanceledMail } from '../../../mail/order-canceled-mail';
import type { OrderRow } from '../../../plugins/app/orders/order-repository';
import { trackAndTraceView } from '../../../plugins/app/orders/order/order-view';

/**
 * The mail that the order is sent, with its track & trace, in the customer's preferred language
 * (else the order's). A failed mail is logged and never undoes the move.
 */
export async function sendOrderSentMail(
  app: FastifyInstance,
  request: FastifyRequest,
  order: OrderRow,
): Promise<void> {
  try {
    const locale = await mailLocale(app.db, order.customerUuid, order.locale);
    const mail = orderSentMail(
      {
        number: order.number,
        orderedBy: order.orderedBy,
        deliveryDate: order.deliveryDate,
        trackAndTrace: trackAndTraceView(order),
      },
      locale,
    );
    await app.mailer.send({ to: order.email, ...mail });
  } catch (error) {
    request.log.error(
      { order: order.number, message: (error as Error).message },
      'order sent mail failed',
    );
  }
}

/**
 * The mail that staff canceled the order, with the money going back (ADR 0048), in the
 * customer's preferred language (else the order's). A failed mail is logged and never undoes
 * the cancel: the money has gone back.
 */
export async function sendOrderCanceledMail(
  app: FastifyInstance,
  request: FastifyRequest,
  order: OrderRow,
  refundedCents: number,
): Promise<void> {
  try {
    const locale = await mailLocale(app.db, order.customerUuid, order.locale);
    const mail = orderCanceledMail(
      { number: order.number, orderedBy: order.orderedBy, refundedCents },
      locale,
    );
    await app.mailer.send({ to: order.email, ...mail });
  } catch (error) {
    request.log.error(
      { order: order.number, message: (error as Error).message },
      'order canceled mail failed',
    );
  }
}
