import fp from 'fastify-plugin';
import type { onRequestAsyncHookHandler, onSendHookHandler } from 'fastify';
import { accessOf, isPersonal } from '../../../http/route-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by access-control from the route's access.ts (tests read it). */
    access?: ReturnType<typeof accessOf>;
  }
}

/**
 * A personal answer is never stored (ADR 0041), whatever its handler or a plugin set: a
 * stricter `private, no-store` stays as it is.
 */
const neverStored: onSendHookHandler = async (_request, reply, payload) => {
  if (!/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? '')))
    reply.header('cache-control', 'no-store');
  return payload;
};

/**
 * Enforces what each route folder's access.ts declares (gathered by api/src/http/route-access.ts,
 * ADR 0045) on every route: signed-in routes get `authenticate`, permission routes
 * `requirePermissions`, back-office routes `requireStaff`, as the first onRequest hook. A route
 * nobody declared stops the app at start-up, so no route is ever open by omission. Every route
 * not declared the same for everyone answers with `Cache-Control: no-store`.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const rules = methods.map((method) => accessOf(method, route.url));
      const missing = methods.filter((_, index) => !rules[index]);
      if (missing.length > 0) {
        throw new Error(
          `${missing.join(', ')} ${route.url} has no entry in api/src/http/route-access.ts: declare it in the access.ts of its folder of api/src/routes`,
        );
      }
      const access = rules[0]!;
      route.config = { ...route.config, access };
      const personal = methods.map((method) => isPersonal(method, route.url));
      if (access.kind !== 'public' && personal.includes(false)) {
        throw new Error(
          `${route.url} needs a sign-in but is declared the same for everyone in its folder's access.ts`,
        );
      }
      if (personal.includes(true)) {
        const ownOnSend = route.onSend ? [route.onSend].flat() : [];
        route.onSend = [...ownOnSend, neverStored];
      }
      if (access.kind === 'public') return;
      const check: onRequestAsyncHookHandler =
        access.kind === 'staff'
          ? app.requireStaff(access.permissions)
          : access.permissions.length > 0
            ? app.requirePermissions(access.permissions)
            : app.authenticate;
      // Before the body is even parsed: a caller without access learns nothing from validation.
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [check, ...own];
    });
  },
  { name: 'access-control', dependencies: ['auth'] },
);
