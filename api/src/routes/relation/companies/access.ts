import type { AccessDeclaration } from '../../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  permissions: {
    'company.read': [
      'GET /relation/companies/:uuid',
      'GET /relation/companies/:uuid/approval-rules',
    ],
    'users.manage': [
      'GET /relation/companies/:uuid/users',
      'POST /relation/companies/:uuid/users',
      'GET /relation/companies/:uuid/roles',
      'PUT /relation/companies/:uuid/roles/:code',
    ],
    'company.update': [
      'PUT /relation/companies/:uuid/approval-rules',
      'PUT /relation/companies/:uuid',
      'POST /relation/companies/:uuid/lock',
      'POST /relation/companies/:uuid/unlock',
    ],
  },
} satisfies AccessDeclaration;
