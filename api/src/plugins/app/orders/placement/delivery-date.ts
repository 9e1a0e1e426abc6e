import type { PlaceOrderInput, Violation } from '@shop/contracts/schemas';
import { acceptsDeliveryDate, type DeliveryRules } from '../../../../domain/order/delivery-dates';

/**
 * Step 1: the delivery date is one the shop can still deliver on to that country (ADR 0015).
 * Checked before the database is asked anything: a refused date costs no transaction.
 */
export function deliveryDateViolations(
  input: Pick<PlaceOrderInput, 'deliveryDate' | 'deliveryAddress'>,
  now: Date,
  rules: DeliveryRules,
): Violation[] {
  return acceptsDeliveryDate(input.deliveryDate, now, input.deliveryAddress.country, rules)
    ? []
    : [{ path: 'deliveryDate', key: 'errors.deliveryDateUnavailable' }];
}
