import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers on every answer; the swagger-ui plugin adds its own CSP hashes for /docs.
 * Helmet's defaults (script-src 'self' without 'unsafe-inline', nosniff, HSTS, which browsers
 * only heed over HTTPS) plus: no page of the API may be framed, so the sign-in page at
 * /authorize cannot be laid under another site's clickjacking overlay.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { directives: { 'frame-ancestors': ["'none'"] } },
      frameguard: { action: 'deny' },
    });
  },
  { name: 'helmet' },
);
