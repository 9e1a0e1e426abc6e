import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { accessOf, isPersonal } from '../../http/route-access';
import { AnswerStore } from './catalogue-cache/answer-store';
import { listenForChanges } from './catalogue-cache/change-listener';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers kept in memory until the catalogue changes (ADR 0043); public GETs only. */
    catalogueCache?: boolean;
  }
  interface FastifyRequest {
    /** Set when the answer is to be kept: its key, and the generation its read began in. */
    catalogueCacheKey: string | null;
    catalogueCacheGeneration: number;
  }
  interface FastifyInstance {
    catalogueCache: {
      /** Whether change notices arrive, so answers may be kept. */
      readonly listening: boolean;
      stats(): { hits: number; misses: number; answers: number };
    };
  }
}

export interface CatalogueCacheOptions {
  /** The longest an answer is served without a fresh read, notice or not (default 5 s). */
  ttlMs?: number;
  /** Characters of answers kept at most (default 32 Mi); the oldest go first. */
  maxChars?: number;
  /** Wait before listening again after the connection was lost (default 1 s). */
  retryMs?: number;
}

/**
 * The answer depends on the URL (path, filters, page), the language and the site (its VAT
 * rates); not on the VAT mode, as every price carries both amounts (ADR 0032), nor on who asks.
 */
const keyOf = (request: FastifyRequest) =>
  `${request.url}\u0000${request.locale}\u0000${request.site}`;

/**
 * Catalogue answers served from memory (ADR 0043): a route with `config.catalogueCache` keeps
 * its serialized 200 answer with its ETag per URL, language and site, and answers the next
 * request before its handler runs. Migration 0018's triggers notify every change to products,
 * prices, categories and stock crossing zero; each instance listens and forgets every answer.
 * While nothing listens (connection lost) nothing is kept, so no change can be missed.
 */
export default fp<CatalogueCacheOptions>(
  async (app, options) => {
    const answers = new AnswerStore({
      ttlMs: options.ttlMs ?? 5000,
      maxChars: options.maxChars ?? 32 * 1024 * 1024,
    });
    let lastModified = new Date().toUTCString();
    let hits = 0;
    let misses = 0;
    const listener = await listenForChanges(app.db, {
      changed: () => {
        answers.clear();
        lastModified = new Date().toUTCString();
      },
      log: app.log,
      retryMs: options.retryMs ?? 1000,
    });
    app.addHook('onClose', () => listener.close());

    app.decorate('catalogueCache', {
      get listening() {
        return listener.listening;
      },
      stats: () => ({ hits, misses, answers: answers.size }),
    });
    app.decorateRequest('catalogueCacheKey', null);
    app.decorateRequest('catalogueCacheGeneration', 0);

    const serveFromMemory: onRequestHookHandler = (request, reply, done) => {
      if (request.method !== 'GET' || !listener.listening) return done();
      const key = keyOf(request);
      const answer = answers.get(key);
      if (!answer) {
        misses += 1;
        request.catalogueCacheKey = key;
        request.catalogueCacheGeneration = answers.generation;
        return done();
      }
      hits += 1;
      // The scope's onSend hooks still run: @fastify/etag answers 304 to this ETag, and the
      // Cache-Control of catalogue-caching is added.
      reply
        .header('content-type', answer.contentType)
        .header('etag', answer.etag)
        .header('last-modified', lastModified)
        .send(answer.body);
    };

    const keepInMemory: onSendHookHandler = (request, reply, payload, done) => {
      const key = request.catalogueCacheKey;
      if (key !== null && reply.statusCode === 200 && typeof payload === 'string') {
        // @fastify/etag (catalogue-caching) has hashed it already; a scope without it gets the same.
        let etag = reply.getHeader('etag');
        if (typeof etag !== 'string') {
          etag = `"${createHash('sha1').update(payload).digest('base64')}"`;
          reply.header('etag', etag);
        }
        answers.store(key, request.catalogueCacheGeneration, {
          body: payload,
          etag,
          contentType: String(reply.getHeader('content-type')),
        });
      }
      if (reply.statusCode === 200 || reply.statusCode === 304)
        reply.header('last-modified', listener.listening ? lastModified : new Date().toUTCString());
      done(null, payload);
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.catalogueCache) return;
      for (const method of [route.method].flat()) {
        if (
          (method !== 'GET' && method !== 'HEAD') ||
          isPersonal(method, route.url) ||
          accessOf(method, route.url)?.kind !== 'public'
        )
          throw new Error(
            `${method} ${route.url} asks for the catalogue cache but is not a public GET listed as the same for everyone (ADR 0041)`,
          );
      }
      route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), serveFromMemory];
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), keepInMemory];
    });
  },
  { name: 'catalogue-cache', dependencies: ['db', 'request-context'] },
);
