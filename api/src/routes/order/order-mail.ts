import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderConfirmationMail } from '../../mail/order-confirmation-mail';
import { mailLocale } from '../../mail/mail-locale';
import type { OrderRow } from '../../plugins/app/order-repository';
import { orderView } from '../../plugins/app/order/order-view';

/**
 * Mails the order confirmation in the customer's preferred language, else the language the
 * order was placed in. A mail that fails is
 * logged, never a reason to fail the order: the order and its payment stand.
 */
export async function sendOrderMail(
  app: FastifyInstance,
  request: FastifyRequest,
  order: OrderRow,
): Promise<void> {
  try {
    const locale = await mailLocale(app.db, order.customerUuid, order.locale);
    const mail = orderConfirmationMail(await orderView(app.db, order), locale);
    await app.mailer.send({ to: order.email, ...mail });
  } catch (error) {
    const err = error as { code?: string; message?: string };
    request.log.error(
      { order: order.number, code: err.code, message: err.message },
      'order mail failed',
    );
  }
}
