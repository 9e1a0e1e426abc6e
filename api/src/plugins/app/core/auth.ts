import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sendError } from '../../../http/hydra';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  isCustomerSubject,
  signAccessToken,
  verifyAccessToken,
  type AccessTokenClaims,
} from '../../../domain/tokens';
import { backOfficeCaller, type BackOfficeCaller } from '../../../domain/back-office-caller';
import type { Customer } from '../accounts/customer-repository';
import { fromSettings } from '../../../app-settings';

export interface AccessTokens {
  /** Signs a token for 15 minutes, or `lifetimeSeconds` (staff's may be shorter, ADR 0048). */
  sign: (claims: AccessTokenClaims, lifetimeSeconds?: number) => Promise<string>;
  verify: (token: string) => Promise<AccessTokenClaims | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandler: a signed-in customer's bearer token, else 401. Sets request.customer. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: signed in and holding every listed permission, else 401 / 403. */
    requirePermissions: (permissions: string[]) => preHandlerAsyncHookHandler;
    /**
     * preHandler: a staff member's token (client shop-backoffice) or the fulfilment client's,
     * holding every listed back-office permission, else 401 / 403. Sets request.backOffice.
     */
    requireStaff: (permissions: string[]) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    customer: Customer | null;
    accessToken: AccessTokenClaims | null;
    /** Who acts in the back office: a staff member or the fulfilment system (ADR 0039). */
    backOffice: BackOfficeCaller | null;
    /**
     * The token of `Authorization: Bearer …` (RFC 6750's syntax), read once per request;
     * undefined without one. The only place the header is parsed (ADR 0045).
     */
    readonly bearerToken: string | undefined;
    /**
     * The claims of that token when it is a valid access token of this API, else null:
     * verified once per request, however many hooks and handlers ask.
     */
    bearerClaims(): Promise<AccessTokenClaims | null>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;

function unauthorized(reply: FastifyReply, tokenGiven: boolean) {
  reply.header('www-authenticate', tokenGiven ? 'Bearer error="invalid_token"' : 'Bearer');
  return sendError(reply, 401, 'errors.unauthorized');
}

/**
 * Access tokens are HS256 JWTs (15 minutes) carrying `sub` (customer uuid, `anonymous:…`, or for
 * the back office `staff:<uuid>` and `client:<id>`, ADR 0039), `client_id` and `scope`. Routes
 * opt in with `preHandler: app.authenticate`, `app.requirePermissions(['orders.read'])` or
 * `app.requireStaff([...])`; permissions are read from the database on every request, so a
 * change applies at once rather than when the token expires.
 */
/** Its options from the app's settings when the plugins load by folder (ADR 0045). */
export const autoConfig = fromSettings(({ tokenSecret }) => ({ tokenSecret }));

export default fp<{ tokenSecret: string }>(
  async (app, options) => {
    const key = new TextEncoder().encode(options.tokenSecret);
    app.decorate('accessTokens', {
      sign: (claims, lifetimeSeconds = ACCESS_TOKEN_LIFETIME_SECONDS) =>
        signAccessToken(claims, key, new Date(Date.now() + lifetimeSeconds * 1000)),
      verify: (token) => verifyAccessToken(token, key),
    } satisfies AccessTokens);
    app.decorateRequest('customer', null);
    app.decorateRequest('accessToken', null);
    app.decorateRequest('backOffice', null);
    // Kept beside the request rather than on it: nothing to set up for requests that never ask.
    const tokens = new WeakMap<FastifyRequest, string | undefined>();
    const claims = new WeakMap<FastifyRequest, Promise<AccessTokenClaims | null>>();
    app.decorateRequest('bearerToken', {
      getter(this: FastifyRequest) {
        if (!tokens.has(this)) tokens.set(this, BEARER.exec(this.headers.authorization ?? '')?.[1]);
        return tokens.get(this);
      },
    });
    app.decorateRequest('bearerClaims', function (this: FastifyRequest) {
      let verified = claims.get(this);
      if (!verified) {
        const token = this.bearerToken;
        verified = token ? verifyAccessToken(token, key) : Promise.resolve(null);
        claims.set(this, verified);
      }
      return verified;
    });

    const authenticate: preHandlerAsyncHookHandler = async function (request, reply) {
      if (request.customer) return;
      if (!request.bearerToken) return unauthorized(reply, false);
      const claims = await request.bearerClaims();
      // Anonymous tokens are for the shop's public calls; they never open an account, and
      // neither does a staff member's or a client's token (ADR 0039).
      if (!claims || !isCustomerSubject(claims.sub)) return unauthorized(reply, true);
      const customer = await app.customers.findByUuid(claims.sub);
      if (!customer) return unauthorized(reply, true);
      request.customer = customer;
      request.accessToken = claims;
    };
    app.decorate('authenticate', authenticate);

    app.decorate('requirePermissions', (permissions: string[]) => {
      const check: preHandlerAsyncHookHandler = async function (request, reply) {
        await authenticate.call(this, request, reply);
        if (reply.sent || !request.customer) return;
        const held = new Set(request.customer.permissions);
        if (!permissions.every((permission) => held.has(permission)))
          return sendError(reply, 403, 'errors.forbidden');
      };
      return check;
    });

    app.decorate('requireStaff', (permissions: string[]) => {
      const check: preHandlerAsyncHookHandler = async function (request, reply) {
        if (!request.bearerToken) return unauthorized(reply, false);
        const claims = await request.bearerClaims();
        if (!claims) return unauthorized(reply, true);
        // A customer's token is never a staff member's, whatever the customer may do.
        if (isCustomerSubject(claims.sub)) return sendError(reply, 403, 'errors.forbidden');
        const caller = await backOfficeCaller(claims, (uuid) => app.staff.findByUuid(uuid));
        if (!caller) return unauthorized(reply, true);
        const held = new Set<string>(caller.permissions);
        if (!permissions.every((permission) => held.has(permission)))
          return sendError(reply, 403, 'errors.forbidden');
        request.backOffice = caller;
        request.accessToken = claims;
      };
      return check;
    });
  },
  { name: 'auth', dependencies: ['customer-repository', 'staff-repository'] },
);
