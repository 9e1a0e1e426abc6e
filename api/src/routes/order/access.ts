import type { AccessDeclaration } from '../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  permissions: {
    'orders.approve': [
      'GET /order/approvals',
      'POST /order/orders/:uuid/approve',
      'POST /order/orders/:uuid/reject',
    ],
  },
} satisfies AccessDeclaration;
