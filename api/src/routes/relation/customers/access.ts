import type { AccessDeclaration } from '../../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  // The caller's own account only.
  signedIn: ['GET /relation/customers/:uuid', 'PUT /relation/customers/:uuid'],
  permissions: {
    'users.manage': [
      'PUT /relation/customers/:uuid/company-roles',
      'PUT /relation/customers/:uuid/company-user',
      'POST /relation/customers/:uuid/deactivate',
      'POST /relation/customers/:uuid/activate',
      'POST /relation/customers/:uuid/lock',
      'POST /relation/customers/:uuid/unlock',
    ],
  },
} satisfies AccessDeclaration;
