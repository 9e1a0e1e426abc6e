import type { AccessDeclaration } from '../../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default { public: ['GET /.well-known/mercure'] } satisfies AccessDeclaration;
