import type { AccessDeclaration } from '../../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  // Development only (never registered in production): the mail outbox.
  public: ['GET /dev/outbox', 'GET /dev/outbox/latest'],
} satisfies AccessDeclaration;
