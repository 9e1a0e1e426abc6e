import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** Security headers on every answer; the swagger-ui plugin adds its own CSP hashes for /docs. */
export default fp(
  async (app) => {
    await app.register(helmet, { global: true });
  },
  { name: 'helmet' },
);
