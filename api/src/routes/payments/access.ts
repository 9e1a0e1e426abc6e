import type { AccessDeclaration } from '../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  // The provider's webhook proves itself by its signature; the test provider's bank page by its
  // unguessable reference.
  public: [
    'GET /payments/issuers',
    'POST /payments/webhook/test',
    'GET /payments/test-provider/:reference',
    'POST /payments/test-provider/:reference',
  ],
  sameForEveryone: ['GET /payments/issuers'],
} satisfies AccessDeclaration;
