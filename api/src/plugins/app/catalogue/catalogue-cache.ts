import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
} from 'fastify';
import { accessOf, isPersonal } from '../../../http/route-access';
import { AnswerStore, type StoredAnswer } from './cache/answer-store';
import { listenForChanges } from './cache/change-listener';
import { fromSettings } from '../../../app-settings';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers kept in memory until the catalogue changes (ADR 0043); public GETs only. */
    catalogueCache?: boolean;
  }
  interface FastifyRequest {
    /** Set when the answer is to be kept: its key, and the generation its read began in. */
    catalogueCacheKey: string | null;
    catalogueCacheGeneration: number;
    /** Set when this request reads the answer others missing the same key wait for: ends the wait. */
    catalogueCacheRead: (() => void) | null;
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
  /** Bytes of answers kept at most (default 32 MiB); the oldest go first. */
  maxBytes?: number;
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
 * Whether the client takes gzip (every browser does, and nginx passes its header on). An answer
 * already compressed is sent by nginx as it is: neither compresses it again per request.
 */
export function acceptsGzip(acceptEncoding: string | undefined) {
  if (!acceptEncoding || !/gzip|\*/i.test(acceptEncoding)) return false;
  // What browsers send ('gzip, deflate, br', 'gzip, deflate, br, zstd') needs no parsing.
  if (!acceptEncoding.includes(';')) return /(^|,)\s*(gzip|\*)\s*(,|$)/i.test(acceptEncoding);
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...parameters] = part.split(';').map((text) => text.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Smaller answers are sent as they are, as nginx's gzip_min_length does. */
const GZIP_MIN_BYTES = 1024;

/**
 * Catalogue answers served from memory (ADR 0043): a route with `config.catalogueCache` keeps
 * its serialized 200 answer with its ETag per URL, language and site, and answers the next
 * request before its handler runs. Migration 0018's triggers notify every change to products,
 * prices, categories and stock crossing zero; each instance listens and forgets every answer.
 * While nothing listens (connection lost) nothing is kept, so no change can be missed.
 */
/** Its options from the app's settings when the plugins load by folder (ADR 0045). */
export const autoConfig = fromSettings(({ catalogueCache }) => catalogueCache);

export default fp<CatalogueCacheOptions>(
  async (app, options) => {
    const answers = new AnswerStore({
      ttlMs: options.ttlMs ?? 5000,
      maxBytes: options.maxBytes ?? 32 * 1024 * 1024,
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
    app.decorateRequest('catalogueCacheRead', null);

    // One read of the database per key at a time: the requests that miss while it runs wait
    // for its answer instead of each asking again (100 connections at a TTL's end would).
    const reading = new Map<string, Promise<void>>();
    const startReading = (key: string) => {
      let finish!: () => void;
      const read = new Promise<void>((resolve) => (finish = resolve));
      reading.set(key, read);
      const stop = () => {
        clearTimeout(timer);
        if (reading.get(key) === read) reading.delete(key);
        finish();
      };
      // A read that never answers (its connection lost first) keeps no one waiting for long.
      const timer = setTimeout(stop, 2000).unref();
      return stop;
    };
    const finishReading = (request: FastifyRequest) => {
      request.catalogueCacheRead?.();
      request.catalogueCacheRead = null;
    };

    const send = (request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) => {
      hits += 1;
      reply.header('content-type', answer.contentType).header('last-modified', lastModified);
      // The scope's onSend hooks still run: @fastify/etag answers 304 to the ETag set here, and
      // catalogue-caching adds the Cache-Control.
      if (answer.gzip && acceptsGzip(request.headers['accept-encoding'])) {
        // Its own ETag (another representation) and Vary, as nginx's gzip_vary adds it.
        reply
          .header('content-encoding', 'gzip')
          .header('vary', `${String(reply.getHeader('vary') ?? '')}, accept-encoding`)
          .header('etag', answer.gzip.etag)
          .send(answer.gzip.body);
      } else reply.header('etag', answer.etag).send(answer.body);
    };

    const lookUp = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (!listener.listening) return done();
      const key = keyOf(request);
      const answer = answers.get(key);
      if (answer) return send(request, reply, answer);
      const read = reading.get(key);
      if (read) {
        void read.then(() => {
          const fresh = answers.get(key);
          if (fresh) return send(request, reply, fresh);
          misses += 1;
          request.catalogueCacheKey = key;
          request.catalogueCacheGeneration = answers.generation;
          done();
        });
        return;
      }
      misses += 1;
      request.catalogueCacheRead = startReading(key);
      request.catalogueCacheKey = key;
      request.catalogueCacheGeneration = answers.generation;
      done();
    };

    const serveFromMemory: onRequestHookHandler = (request, reply, done) => {
      if (request.method !== 'GET' || !listener.listening) return done();
      // After a change this instance made, its notice first: an instance reads its own writes.
      const caughtUp = listener.caughtUp();
      if (caughtUp === true) return lookUp(request, reply, done);
      caughtUp.then(
        () => lookUp(request, reply, done),
        () => done(),
      );
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
        const body = Buffer.from(payload);
        answers.store(key, request.catalogueCacheGeneration, {
          body,
          etag,
          contentType: String(reply.getHeader('content-type')),
          gzip:
            body.length < GZIP_MIN_BYTES
              ? null
              : { body: gzipSync(body), etag: `${etag.slice(0, -1)}-gzip"` },
        });
      }
      finishReading(request);
      if (reply.statusCode === 200 || reply.statusCode === 304)
        reply.header('last-modified', listener.listening ? lastModified : new Date().toUTCString());
      done(null, payload);
    };
    // An answer that never reached onSend must not keep the others waiting.
    const stopReading: onResponseHookHandler = (request, _reply, done) => {
      finishReading(request);
      done();
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
      route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), stopReading];
    });
  },
  { name: 'catalogue-cache', dependencies: ['db', 'request-context'] },
);
