import type { AccessDeclaration } from '../../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  // Track and trace: the order number or delivery address is the proof; a narrow answer.
  public: ['POST /order/search'],
} satisfies AccessDeclaration;
