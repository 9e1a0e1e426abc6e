// /docs under a strict Content-Security-Policy, and `upgrade-insecure-requests` only on an https
// site (issue 33): on plain http it sends every request of the page to an https nobody answers.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build, dbTargets } from '../helpers/build';

const [target] = dbTargets();

/** A CSP's directives by name: `{ 'script-src': ["'self'"], … }`. */
function directives(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Whether `source` (a script's or stylesheet's address on the page) is one `sources` admit. */
function admitted(sources: string[], address: string, page: URL) {
  const url = new URL(address, page);
  if (url.protocol === 'data:') return sources.includes('data:');
  return (url.origin === page.origin && sources.includes("'self'")) || sources.includes(url.origin);
}

const upgrades = (response: LightMyRequestResponse) =>
  'upgrade-insecure-requests' in directives(response);

describe('the API documentation page under its own policy', () => {
  const app = build(target!, { siteOrigin: 'https://www.bloemenzo.nl' });

  it('admits every script and style the page uses, and nothing inline without its hash', async () => {
    const answer = await app().inject({ url: '/docs/' });
    assert.equal(answer.statusCode, 200);
    const csp = directives(answer);
    const scripts = csp['script-src']!;
    const styles = csp['style-src']!;
    for (const sources of [scripts, styles]) {
      assert.ok(!sources.includes("'unsafe-inline'"), 'no inline code without its hash');
      assert.ok(!sources.includes('https:'), 'no code from any https address');
    }
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);

    const page = new URL('https://www.bloemenzo.nl/api/docs/');
    const html = answer.body;
    const scriptTags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.ok(scriptTags.length >= 3, 'the page has its scripts');
    for (const [, attributes, body] of scriptTags) {
      const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1];
      if (src) assert.ok(admitted(scripts, src, page), `script ${src} is admitted`);
      else assert.ok(scripts.includes(sha256(body!)), `inline script ${body!.slice(0, 40)}`);
    }
    for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
      assert.ok(styles.includes(sha256(body!)), `inline style ${body!.slice(0, 40)}`);
    }
    const stylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)];
    assert.ok(stylesheets.length >= 1, 'the page has its stylesheets');
    for (const [, href] of stylesheets) {
      assert.ok(admitted(styles, href!, page), `stylesheet ${href} is admitted`);
    }
    // Attributes no hash admits (script-src-attr 'none', style-src without 'unsafe-inline').
    assert.doesNotMatch(html, /<[^>]+\s(style|on[a-z]+)=/i);
  });

  it('renders without the top bar whose logo carries an inline style', async () => {
    // swagger-ui's standalone layout draws its logo as an SVG with a <style> inside, which the
    // policy above refuses (a browser reports it on every visit; e2e oauth-and-docs.spec.ts).
    const initializer = await app().inject({ url: '/docs/static/swagger-initializer.js' });
    assert.match(initializer.body, /const config = \{"layout":"BaseLayout"\}/);
  });

  it('sends upgrade-insecure-requests on the https site, with the page and with JSON', async () => {
    assert.ok(upgrades(await app().inject({ url: '/docs/' })));
    assert.ok(upgrades(await app().inject({ url: '/catalogue/categories' })));
  });
});

describe('upgrade-insecure-requests on a plain-http site', () => {
  const app = build(target!, { siteOrigin: 'http://localhost:3000' });

  it('is never sent, whatever a request says of itself', async () => {
    for (const url of ['/docs/', '/catalogue/categories', '/nope']) {
      const answer = await app().inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(upgrades(answer), false, url);
      assert.ok(directives(answer)['default-src'], `${url} still has its policy`);
    }
  });
});

describe('upgrade-insecure-requests without SITE_ORIGIN', () => {
  const app = build(target!, { environment: 'development' });
  const get = (api: FastifyInstance, url: string, proto?: string) =>
    api.inject({ url, headers: proto ? { 'x-forwarded-proto': proto } : {} });

  it('follows the scheme the request came over (from the trusted proxy)', async () => {
    for (const url of ['/docs/', '/catalogue/categories']) {
      assert.equal(upgrades(await get(app(), url)), false, `${url} over http`);
      assert.equal(upgrades(await get(app(), url, 'https')), true, `${url} over https`);
    }
  });
});
