import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  mayOrderOnAccount,
  orderingCompany,
} from '../../../../../src/plugins/app/orders/placement/on-account';
import { OrderRefused } from '../../../../../src/plugins/app/orders/placement/order-refused';

const approved = { onAccountApprovedAt: new Date('2026-01-01') };
const buyer = { permissions: ['orders.create'] };

describe('the on-account step', () => {
  it('lets an approved company’s user with orders.create pay by invoice', () => {
    assert.equal(mayOrderOnAccount(approved, buyer), true);
  });

  it('refuses a company not approved, a user without the permission and a guest', () => {
    assert.equal(mayOrderOnAccount({ onAccountApprovedAt: null }, buyer), false);
    assert.equal(mayOrderOnAccount(approved, { permissions: ['orders.read'] }), false);
    assert.equal(mayOrderOnAccount(undefined, null), false);
  });

  it('refuses a guest’s invoice without asking the database, and lets a card through', async () => {
    const noDatabase = new Proxy({}, { get: () => assert.fail('no query expected') }) as never;
    await assert.rejects(
      orderingCompany(noDatabase, { payment: { method: 'invoice' } } as never, null),
      (error: unknown) =>
        error instanceof OrderRefused &&
        error.status === 422 &&
        error.key === 'errors.invoiceNotAllowed',
    );
    const card = { payment: { method: 'creditcard' } } as never;
    assert.equal(await orderingCompany(noDatabase, card, null), undefined);
  });
});
