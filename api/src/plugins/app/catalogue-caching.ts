import fp from 'fastify-plugin';
import etag from '@fastify/etag';

/**
 * Catalogue answers change only when the catalogue does: browsers and the proxy may keep them
 * for five minutes, and after that a request with If-None-Match costs a 304 without a body.
 * The ETag is a hash of the answer, so each language and site (Vary) gets its own.
 * Registered inside the catalogue's scope only: carts and accounts are never cached.
 */
export default fp(
  async (app) => {
    await app.register(etag);
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD') {
        if (reply.statusCode === 200 || reply.statusCode === 304)
          reply.header('cache-control', 'public, max-age=300');
      }
      done(null, payload);
    });
  },
  { name: 'catalogue-caching' },
);
