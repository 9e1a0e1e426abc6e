import type { AccessDeclaration } from '../../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  signedIn: [
    'GET /relation/addresses',
    'GET /relation/addresses/:uuid',
    'POST /relation/addresses',
    // Rows: the caller's own (a company's address needs addresses.manage, checked by the handler).
    'PUT /relation/addresses/:uuid',
    'DELETE /relation/addresses/:uuid',
    'POST /relation/addresses/:uuid/lock',
    'POST /relation/addresses/:uuid/unlock',
  ],
} satisfies AccessDeclaration;
