import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerRequestContext } from './http/request-context';
import { registerErrorHandling } from './http/error-handler';
import { registerValibotValidation } from './http/valibot-validation';
import { healthRoutes } from './routes/health';
import { catalogueRoutes } from './routes/catalogue/index';
import { cartRoutes } from './routes/carts/index';
import { giftcardRoutes } from './routes/giftcard/index';
import { referenceRoutes } from './routes/reference';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface AppOptions {
  db: Database;
  logLevel?: Config['LOG_LEVEL'];
  /** Behind nginx or the dev proxy: trust X-Forwarded-For for rate limits. */
  trustProxy?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info', redact: ['req.headers.authorization', 'req.headers["x-cart-secret"]'] },
    bodyLimit: 100 * 1024,
    trustProxy: options.trustProxy ?? true,
  });
  app.decorate('db', options.db);

  app.addContentTypeParser('application/ld+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  registerValibotValidation(app);
  registerRequestContext(app);
  registerErrorHandling(app);

  await app.register(helmet, { global: true });
  // Limits are declared per route (sign-in, password reset, gift card lookups).
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Bloem & Zo shop API', version: '0.1.0', description: 'JSON-LD/Hydra API of the shop. The site reaches it under /api.' },
      servers: [{ url: '/api' }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  await app.register(healthRoutes);
  await app.register(catalogueRoutes);
  await app.register(cartRoutes);
  await app.register(giftcardRoutes);
  await app.register(referenceRoutes);
  return app;
}
