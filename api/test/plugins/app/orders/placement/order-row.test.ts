import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { orderRowValues } from '../../../../../src/plugins/app/orders/placement/order-row';
import { dutchAddress } from '../../../../helpers/order-input';

const amounts = (incl: number) => ({ incl_vat: incl, excl_vat: incl - 100, vat: 100 });
const source = (fields: Record<string, unknown> = {}) =>
  ({
    input: {
      cart: 'c1',
      email: 'anna@example.nl',
      deliveryDate: '2026-11-25',
      deliveryRemark: 'Bel aan bij de buren',
      deliveryAddress: dutchAddress,
      payment: { method: 'ideal', issuer: 'ideal_INGBNL2A' },
    },
    customer: null,
    companyUuid: null,
    locale: 'nl-nl',
    site: 'nl',
    idempotencyKey: 'key-1',
    requestHash: 'h1',
    accessSecretHash: 's1',
    status: 'payment-pending',
    cart: { item_count: 3, totals: amounts(5000) },
    delivery: { ...amounts(495), vat_rate_bp: 2100 },
    total: amounts(5495),
    ...fields,
  }) as never;

describe('the order row', () => {
  it('is a snapshot of the cart: count, amounts, addresses and how it is paid', () => {
    const row = orderRowValues(source());
    assert.equal(row.quantity, 3);
    assert.deepEqual(row.subtotal, amounts(5000));
    assert.deepEqual(row.deliveryCost, amounts(495));
    assert.deepEqual(row.total, amounts(5495));
    assert.equal(row.paymentMethod, 'ideal');
    assert.equal(row.status, 'payment-pending');
    assert.deepEqual(row.invoiceAddress, dutchAddress);
    assert.equal(row.deliveryRemark, 'Bel aan bij de buren');
  });

  it('names who ordered: the customer, else the invoice address, else the delivery address', () => {
    assert.equal(orderRowValues(source()).orderedBy, 'Anna de Vries');
    const invoiced = source();
    (invoiced as { input: Record<string, unknown> }).input.invoiceAddress = {
      ...dutchAddress,
      firstname: 'Bram',
      lastname: 'Jansen',
    };
    assert.equal(orderRowValues(invoiced).orderedBy, 'Bram Jansen');
    const signedIn = source({ customer: { uuid: 'u1', fullname: 'Carla Smit' } });
    assert.equal(orderRowValues(signedIn).orderedBy, 'Carla Smit');
    assert.equal(orderRowValues(signedIn).customerUuid, 'u1');
  });
});
