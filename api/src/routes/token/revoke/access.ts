import type { AccessDeclaration } from '../../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  // RFC 7009: the client proves itself as at /token; the token is the only thing it can end.
  public: ['POST /token/revoke'],
} satisfies AccessDeclaration;
