import fp from 'fastify-plugin';
import type { onRequestAsyncHookHandler } from 'fastify';
import { accessOf } from '../../http/route-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by access-control from the route-access table (tests read it). */
    access?: ReturnType<typeof accessOf>;
  }
}

/**
 * Enforces api/src/http/route-access.ts on every route: signed-in routes get `authenticate`,
 * permission routes `requirePermissions`, as the first onRequest hook. A route missing from
 * the table stops the app at start-up, so no route is ever open by omission.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const rules = methods.map((method) => accessOf(method, route.url));
      const missing = methods.filter((_, index) => !rules[index]);
      if (missing.length > 0) {
        throw new Error(
          `${missing.join(', ')} ${route.url} has no entry in api/src/http/route-access.ts`,
        );
      }
      const access = rules[0]!;
      route.config = { ...route.config, access };
      if (access.kind === 'public') return;
      const check: onRequestAsyncHookHandler =
        access.permissions.length > 0
          ? app.requirePermissions(access.permissions)
          : app.authenticate;
      // Before the body is even parsed: a caller without access learns nothing from validation.
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [check, ...own];
    });
  },
  { name: 'access-control', dependencies: ['auth'] },
);
