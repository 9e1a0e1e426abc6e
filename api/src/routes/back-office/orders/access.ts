import type { AccessDeclaration } from '../../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  staff: {
    'orders.read': ['GET /back-office/orders', 'GET /back-office/orders/:uuid'],
    'orders.fulfil': [
      'POST /back-office/orders/:uuid/transitions',
      'POST /back-office/orders/:uuid/track-and-trace',
    ],
    'orders.cancel': ['POST /back-office/orders/:uuid/cancel'],
  },
} satisfies AccessDeclaration;
