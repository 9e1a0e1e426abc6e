import type { AccessDeclaration } from '../../http/route-access';

const probes = ['GET /health', 'GET /health/ready', 'GET /health/live'];

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default { public: probes, sameForEveryone: probes } satisfies AccessDeclaration;
