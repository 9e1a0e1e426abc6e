import type { AccessDeclaration } from '../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  // Mollie's webhook carries only a payment id: the API believes nothing of it but asks Mollie
  // (ADR 0052), so anyone may call it.
  public: ['GET /payments/methods', 'GET /payments/provider', 'POST /payments/webhook/mollie'],
  sameForEveryone: ['GET /payments/methods', 'GET /payments/provider'],
} satisfies AccessDeclaration;
