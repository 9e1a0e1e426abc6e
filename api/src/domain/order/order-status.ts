import { orderStatuses, type OrderStatus } from '@shop/contracts/schemas';

/**
 * The order life cycle (ADR 0015): every change of an order's status goes through `transition`,
 * which knows the allowed moves; nothing else writes the status.
 */
// The statuses are shared with the site (its filters and labels); the moves are the API's.
export { orderStatuses, type OrderStatus };

/** Named transitions, as in Sylius's state machines: from which statuses, to which one. */
export const orderTransitions = {
  /** Placed by the shopper; payment is due. */
  request_payment: { from: ['draft'], to: 'payment-pending' },
  /** Placed by a company user above the company's approval rule. */
  request_approval: { from: ['draft'], to: 'approvement-pending' },
  /** Placed on account (invoice) with no approval needed: nothing to pay now. */
  place_on_account: { from: ['draft'], to: 'new' },
  /** An approver said yes: pay online, or straight to new when bought on account. */
  approve_to_payment: { from: ['approvement-pending'], to: 'payment-pending' },
  approve_on_account: { from: ['approvement-pending'], to: 'new' },
  /** The payment provider confirmed the money. */
  pay: { from: ['payment-pending', 'on-hold'], to: 'new' },
  /** Customer service looks at it before it goes on (suspect payment, address query). */
  hold: { from: ['payment-pending', 'new', 'pending'], to: 'on-hold' },
  release: { from: ['on-hold'], to: 'new' },
  /** Sent to the florist (supplier) who makes and delivers it. */
  send_to_supplier: { from: ['new'], to: 'pending' },
  /** A florist or courier took it on. */
  assign: { from: ['pending'], to: 'assigned' },
  process: { from: ['pending', 'assigned'], to: 'processed' },
  ship: { from: ['processed'], to: 'sent' },
  complete: { from: ['sent'], to: 'completed' },
  /** An approver said no, with a reason the buyer reads on the order (ADR 0027). */
  reject: { from: ['approvement-pending'], to: 'canceled' },
  /** Failed or abandoned payment, or canceled before the florist made it. */
  cancel: {
    from: ['draft', 'approvement-pending', 'payment-pending', 'on-hold', 'new', 'pending'],
    to: 'canceled',
  },
  archive: { from: ['completed', 'canceled'], to: 'archived' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderTransition = keyof typeof orderTransitions;

export class TransitionRefused extends Error {
  constructor(
    readonly transition: OrderTransition,
    readonly status: OrderStatus,
  ) {
    super(`An order that is ${status} cannot ${transition}`);
    this.name = 'TransitionRefused';
  }
}

export function canApply(status: OrderStatus, transition: OrderTransition): boolean {
  return (orderTransitions[transition].from as readonly OrderStatus[]).includes(status);
}

/** The status after `transition`, or `TransitionRefused` when it may not happen now. */
export function transition(status: OrderStatus, name: OrderTransition): OrderStatus {
  if (!canApply(status, name)) throw new TransitionRefused(name, status);
  return orderTransitions[name].to;
}

/** The transitions possible from `status` (for customer service screens and tests). */
export function availableTransitions(status: OrderStatus): OrderTransition[] {
  return (Object.keys(orderTransitions) as OrderTransition[]).filter((name) =>
    canApply(status, name),
  );
}

/** Statuses whose stock is held for the order: leaving them for canceled gives it back. */
export const holdsStock = (status: OrderStatus) => status !== 'canceled' && status !== 'archived';
