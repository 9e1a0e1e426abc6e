import type { AccessDeclaration } from '../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  // A cart proves itself by its secret, or by an anonymous token issued for it (cartGuard).
  public: [
    'POST /carts',
    'GET /carts/:uuid',
    'POST /carts/:uuid/lines',
    'POST /carts/:uuid/letters',
    'POST /carts/:uuid/photos',
    'PUT /carts/:uuid/lines/:lineId/design',
    'PATCH /carts/:uuid/lines/:lineId',
    'DELETE /carts/:uuid/lines/:lineId',
  ],
} satisfies AccessDeclaration;
