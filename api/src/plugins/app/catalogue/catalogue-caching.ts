import fp from 'fastify-plugin';
import etag from '@fastify/etag';

/**
 * Catalogue answers say what can be ordered, so no cache may show them staler than a few
 * seconds (issue 23): a browser asks again every time (If-None-Match, answered 304 from the
 * API's memory, ADR 0043), a CDN or proxy keeps an answer CATALOGUE_SHARED_SECONDS. The ETag is
 * a hash of the answer, so each language and site (Vary) gets its own.
 * Registered inside the catalogue's scope only: carts and accounts are never cached.
 */
export const CATALOGUE_SHARED_SECONDS = 5;
export const CATALOGUE_CACHE_CONTROL = `public, max-age=0, s-maxage=${CATALOGUE_SHARED_SECONDS}`;

export default fp(
  async (app) => {
    await app.register(etag);
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD') {
        if (reply.statusCode === 200 || reply.statusCode === 304)
          reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      }
      done(null, payload);
    });
  },
  { name: 'catalogue-caching' },
);
