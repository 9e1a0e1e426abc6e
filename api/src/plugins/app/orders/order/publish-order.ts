import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextIri } from '../../../../http/iri';
import { customerOrdersTopic, orderIri } from '../../../../http/hub-topics';
import type { OrderRow } from '../order-repository';
import { orderView } from './order-view';

/**
 * Tells the customer's open screens (ADR 0039): the order as the customer reads it, on the
 * order's IRI and on the customer's orders topic, which their subscriber token covers. A hub
 * that fails is logged: the change stands.
 */
export async function publishOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  order: OrderRow,
): Promise<void> {
  try {
    const topics = [
      orderIri(order.uuid),
      ...(order.customerUuid ? [customerOrdersTopic(order.customerUuid)] : []),
    ];
    await app.hub.publish(topics, {
      '@context': contextIri('Order'),
      ...(await orderView(app.db, order)),
    });
  } catch (error) {
    request.log.warn({ order: order.number, err: error }, 'order update not published');
  }
}
