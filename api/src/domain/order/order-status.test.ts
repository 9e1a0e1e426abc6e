import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  availableTransitions,
  orderStatuses,
  orderTransitions,
  transition,
  TransitionRefused,
  type OrderStatus,
  type OrderTransition,
} from './order-status';

// The whole table written out once more, by hand: a change to the module must change this too.
const allowed: Record<OrderStatus, Partial<Record<OrderTransition, OrderStatus>>> = {
  draft: {
    request_payment: 'payment-pending',
    request_approval: 'approvement-pending',
    place_on_account: 'new',
    cancel: 'canceled',
  },
  'approvement-pending': {
    approve_to_payment: 'payment-pending',
    approve_on_account: 'new',
    reject: 'canceled',
    cancel: 'canceled',
  },
  'payment-pending': { pay: 'new', hold: 'on-hold', cancel: 'canceled' },
  'on-hold': { pay: 'new', release: 'new', cancel: 'canceled' },
  new: { send_to_supplier: 'pending', hold: 'on-hold', cancel: 'canceled' },
  pending: { assign: 'assigned', process: 'processed', hold: 'on-hold', cancel: 'canceled' },
  assigned: { process: 'processed' },
  processed: { ship: 'sent' },
  sent: { complete: 'completed' },
  completed: { archive: 'archived' },
  canceled: { archive: 'archived' },
  archived: {},
};

describe('the order life cycle', () => {
  for (const status of orderStatuses) {
    for (const name of Object.keys(orderTransitions) as OrderTransition[]) {
      const expected = allowed[status][name];
      it(`${status} ${expected ? `→ ${name} → ${expected}` : `refuses ${name}`}`, () => {
        if (expected) assert.equal(transition(status, name), expected);
        else assert.throws(() => transition(status, name), TransitionRefused);
      });
    }
  }

  it('lists what can happen next', () => {
    assert.deepEqual(availableTransitions('archived'), []);
    assert.deepEqual(availableTransitions('payment-pending').sort(), ['cancel', 'hold', 'pay']);
  });

  it('never leaves archived and never cancels what the florist has made', () => {
    for (const status of ['assigned', 'processed', 'sent', 'completed', 'archived'] as const) {
      assert.throws(() => transition(status, 'cancel'), TransitionRefused);
    }
  });
});
