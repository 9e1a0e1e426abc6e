import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@shop/contracts/messages';
import { orderConfirmationMail } from '../../mail/order-confirmation-mail';
import type { OrderRow } from '../../plugins/app/order-repository';
import { orderView } from '../../plugins/app/order/order-view';

/**
 * Mails the order confirmation in the language the order was placed in. A mail that fails is
 * logged, never a reason to fail the order: the order and its payment stand.
 */
export async function sendOrderMail(
  app: FastifyInstance,
  request: FastifyRequest,
  order: OrderRow,
): Promise<void> {
  try {
    const mail = orderConfirmationMail(await orderView(app.db, order), order.locale as Locale);
    await app.mailer.send({ to: order.email, ...mail });
  } catch (error) {
    const err = error as { code?: string; message?: string };
    request.log.error(
      { order: order.number, code: err.code, message: err.message },
      'order mail failed',
    );
  }
}
