import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderConfirmationMail } from '../../mail/order-confirmation-mail';
import type { OrderRow } from '../../plugins/app/orders/order-repository';
import type { OrderView } from '../../plugins/app/orders/order/order-view';

/**
 * Mails the order confirmation in the customer's preferred language, else the language the
 * order was placed in. A mail that fails is
 * logged, never a reason to fail the order: the order and its payment stand.
 */
export async function sendOrderMail(
  app: FastifyInstance,
  request: FastifyRequest,
  order: OrderRow,
  /** The order as shown, when the caller has read it already. */
  view?: OrderView,
): Promise<void> {
  try {
    const locale = await app.orders.mailLocale(order);
    const mail = orderConfirmationMail(view ?? (await app.orders.view(order)), locale);
    await app.mailer.send({ to: order.email, ...mail });
  } catch (error) {
    const err = error as { code?: string; message?: string };
    request.log.error(
      { order: order.number, code: err.code, message: err.message },
      'order mail failed',
    );
  }
}
