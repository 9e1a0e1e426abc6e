import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import * as schema from '../src/db/schema';
import { build, dbTargets } from './helpers/build';
import { mollieSettings } from './helpers/mollie';

for (const target of dbTargets()) {
  describe(`the API as a whole on ${target.name}`, () => {
    const app = build(target);
    const get = (url: string, headers: Record<string, string> = {}) =>
      app().inject({ method: 'GET', url, headers });

    it('answers JSON-LD in the shopper’s language and says which language', async () => {
      const response = await get('/catalogue/categories', { 'accept-language': 'fr-BE,fr;q=0.9' });
      assert.equal(response.headers['content-type'], 'application/ld+json; charset=utf-8');
      assert.equal(response.headers['content-language'], 'fr-be');
      assert.equal(
        (await get('/catalogue/categories', { 'accept-language': 'de' })).headers[
          'content-language'
        ],
        'nl-nl',
      );
    });

    it('sends security headers on every answer', async () => {
      const response = await get('/health');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.ok(response.headers['content-security-policy']);
    });

    it('refuses an unknown site context with a localized 400', async () => {
      const response = await get('/catalogue/products', {
        'x-site-context': 'de',
        'accept-language': 'en',
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json()['@type'], 'hydra:Error');
      assert.equal(
        response.json()['hydra:description'],
        'Unknown shop (x-site-context must be nl or be)',
      );
      const dutch = await get('/brands', { 'x-site-context': 'NL-nl', 'accept-language': 'nl-NL' });
      assert.equal(dutch.statusCode, 400);
      assert.equal(
        dutch.json()['hydra:description'],
        'Onbekende winkel (x-site-context moet nl of be zijn)',
      );
    });

    it('answers unknown routes with a localized hydra:Error 404', async () => {
      const response = await get('/nope', { 'accept-language': 'fr-BE' });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json()['@type'], 'hydra:Error');
      assert.equal(response.json()['hydra:title'], 'Introuvable');
    });

    it('answers bad JSON, a wrong content type and an oversized body without a 500', async () => {
      const cart = (await app().inject({ method: 'POST', url: '/carts' })).json();
      const url = `/carts/${cart.uuid}/lines`;
      const headers = { 'x-cart-secret': cart.secret, 'accept-language': 'en' };
      const badJson = await app().inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"variationId":',
      });
      assert.equal(badJson.statusCode, 400);
      assert.equal(
        badJson.json()['hydra:description'],
        'The body of the request is not valid JSON',
      );
      // JSON, but a list or a bare value where the route takes an object: one clear answer.
      for (const payload of ['[]', '[{"variationId":1}]', '"x"', '42', 'true', 'null']) {
        const notObject = await app().inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        assert.equal(notObject.statusCode, 400, payload);
        assert.equal(
          notObject.json()['hydra:description'],
          'The body of the request must be a JSON object, such as {"field": "value"}',
          payload,
        );
      }
      const badJsonLd = await app().inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/ld+json' },
        payload: '{',
      });
      assert.equal(badJsonLd.statusCode, 400);
      const xml = await app().inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      assert.equal(xml.statusCode, 415);
      assert.equal(xml.json()['@type'], 'hydra:Error');
      // Not a string for the schema to puzzle over: only JSON, forms and (letters) multipart.
      const text = await app().inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: '{"variationId":1,"quantity":1}',
      });
      assert.equal(text.statusCode, 415);
      const badUrl = await app().inject({ method: 'GET', url: '/carts/%E0%A4%A', headers });
      assert.equal(badUrl.statusCode, 400);
      assert.equal(badUrl.json()['hydra:description'], 'The address of the request is not valid');
      const longId = await app().inject({ method: 'GET', url: `/carts/${'x'.repeat(10_000)}` });
      assert.equal(longId.statusCode, 414);
      assert.equal(longId.json()['@type'], 'hydra:Error');
      const huge = await app().inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ variationId: 1, quantity: 1, pad: 'x'.repeat(200_000) }),
      });
      assert.equal(huge.statusCode, 413);
      assert.equal(huge.json()['@type'], 'hydra:Error');
    });

    it('documents every route in OpenAPI 3, with schemas made from the shared valibot schemas', async () => {
      const spec = (await get('/docs/json')).json();
      assert.match(spec.openapi, /^3\./);
      for (const path of [
        '/health',
        '/catalogue/categories',
        '/catalogue/products',
        '/catalogue/products/{slug}',
        '/media/products/{file}',
        '/brands',
        '/geography/countries',
        '/carts',
        '/carts/{uuid}',
        '/carts/{uuid}/lines',
        '/carts/{uuid}/lines/{lineId}',
        '/giftcard/info',
        '/customers',
        '/token',
        '/me',
        '/me/change-password',
      ]) {
        assert.ok(spec.paths[path], `${path} is documented`);
      }
      const giftCardBody =
        spec.paths['/giftcard/info'].post.requestBody.content['application/json'].schema;
      assert.deepEqual(giftCardBody.required, ['cardId', 'verificationCode']);
      assert.ok(
        spec.paths['/token'].post.requestBody.content['application/x-www-form-urlencoded'],
        'the token endpoint takes a form',
      );
      const ui = await get('/docs/');
      assert.equal(ui.statusCode, 200);
      assert.match(ui.headers['content-type'] as string, /text\/html/);
    });
  });
}

describe('the API without its database', () => {
  let app: FastifyInstance;
  let pool: pg.Pool;
  before(async () => {
    // Nothing listens on port 1: every query fails to connect, as when PostgreSQL is down.
    pool = new pg.Pool({
      connectionString: 'postgresql://postgres@127.0.0.1:1/none',
      connectionTimeoutMillis: 1000,
    });
    app = await buildApp({
      db: drizzle({ client: pool, schema }) as unknown as Database,
      logLevel: 'silent',
      payments: { mollie: await mollieSettings() },
    });
  });
  after(async () => {
    await app.close();
    await pool.end();
  });

  it('reports itself degraded with a 503', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { status: 'degraded', database: 'down' });
  });

  it('answers a catalogue request with a localized 503 instead of a 500', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/catalogue/products',
      headers: { 'accept-language': 'en-us' },
    });
    assert.equal(response.statusCode, 503);
    assert.equal(
      response.json()['hydra:description'],
      'The shop cannot be reached right now. Please try again shortly.',
    );
  });
});
