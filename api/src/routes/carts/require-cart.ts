import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../http/hydra';
import { valibotSchema } from '../../http/valibot-schema';

// Optional here: requireCart answers a missing secret like a wrong one (404), not with a 400.
export const secretHeader = valibotSchema(
  v.looseObject({
    'x-cart-secret': v.optional(
      v.pipe(v.string(), v.description('The secret answered when the cart was created')),
    ),
  }),
);

/**
 * A cart is reachable with its secret, or with an anonymous access token issued for it (the
 * token endpoint names the cart when the secret came along); an unknown cart and a wrong
 * secret look alike.
 */
export function cartGuard(app: FastifyInstance) {
  return async function requireCart(
    request: FastifyRequest<{ Params: { uuid: string } }>,
    reply: FastifyReply,
  ) {
    const secret = request.headers['x-cart-secret'];
    if (typeof secret === 'string') {
      if (await app.carts.authorize(request.params.uuid, secret)) return;
      return sendError(reply, 404, 'errors.notFoundResource');
    }
    const claims = await request.bearerClaims();
    if (claims?.cart && claims.cart === request.params.uuid) return;
    return sendError(reply, 404, 'errors.notFoundResource');
  };
}
