import type { FastifyInstance } from 'fastify';
import {
  fulfilmentHeaders,
  placePaidOrder,
  registerFulfilmentClient,
  staffHeaders,
} from '../../helpers/back-office';
import type { Attempt, MatrixCase } from './matrix-attempts';
import type { Fixtures } from './matrix-fixtures';

/**
 * The back office's routes (ADR 0039): only a staff member's token, or the fulfilment system's
 * within its scope, gets through. Customers and company users are refused whatever they hold
 * (a company's orders.read is not the shop's), as are anonymous tokens.
 */
export async function staffMatrixCases(app: FastifyInstance, f: Fixtures): Promise<MatrixCase[]> {
  await registerFulfilmentClient(app);
  const staff = await staffHeaders(app);
  const fulfilment = await fulfilmentHeaders(app);
  const [order, other] = [await placePaidOrder(app), await placePaidOrder(app)];

  const refusals: Attempt[] = [
    { as: 'anonymous', headers: {}, refused: [401] },
    {
      as: 'an anonymous token',
      headers: { authorization: `Bearer ${f.anonymousToken}` },
      refused: [401],
    },
    { as: 'a private customer', headers: await f.bearer(f.otherCustomer), refused: [403] },
    {
      as: 'a company reader holding orders.read',
      headers: await f.bearer('kijker@bedrijf.nl'),
      refused: [403],
    },
    {
      as: 'a company administrator',
      headers: await f.bearer('beheer@bedrijf.nl'),
      refused: [403],
    },
  ];
  const asStaff: Attempt = { as: 'a staff member', headers: staff };
  const asFulfilment: Attempt = { as: 'the fulfilment system', headers: fulfilment };

  return [
    {
      route: 'GET /back-office/orders',
      query: `search=${order.number}`,
      marker: order.number,
      attempts: [...refusals, asFulfilment, asStaff],
    },
    {
      route: 'GET /back-office/orders/:uuid',
      params: { uuid: order.uuid },
      marker: order.number,
      attempts: [...refusals, asFulfilment, asStaff],
    },
    {
      route: 'POST /back-office/orders/:uuid/track-and-trace',
      params: { uuid: order.uuid },
      payload: {
        carrier: 'postnl',
        code: '3SMATRIX0001',
        url: 'https://jouw.postnl.nl/track-and-trace/3SMATRIX0001-NL-3512AD',
      },
      attempts: [...refusals, asFulfilment, asStaff],
    },
    {
      route: 'POST /back-office/orders/:uuid/transitions',
      params: { uuid: order.uuid },
      payload: { transition: 'hold' },
      // Each holds an order of its own: a second hold of the same order would be refused.
      attempts: [...refusals, { ...asFulfilment, params: { uuid: other.uuid } }, asStaff],
    },
    {
      route: 'POST /back-office/orders/:uuid/cancel',
      params: { uuid: order.uuid },
      payload: { reason: 'Matrix' },
      attempts: [
        ...refusals,
        // Money back is for staff: the fulfilment scope does not cover it.
        { ...asFulfilment, refused: [403] },
        asStaff,
      ],
    },
  ];
}
