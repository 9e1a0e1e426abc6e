import type { AccessDeclaration } from '../../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  // RFC 8414 metadata: the same for everyone.
  public: ['GET /.well-known/oauth-authorization-server'],
  sameForEveryone: ['GET /.well-known/oauth-authorization-server'],
} satisfies AccessDeclaration;
