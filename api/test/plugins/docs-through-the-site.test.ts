import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { build, dbTargets } from '../helpers/build';
import { startSiteProxy } from '../helpers/site-proxy';

const [target] = dbTargets();

describe('the API documentation through the site (/api/docs)', () => {
  const app = build(target!);
  let site: Awaited<ReturnType<typeof startSiteProxy>>;

  before(async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    site = await startSiteProxy((app().server.address() as AddressInfo).port);
  });
  after(() => site?.close());

  it('opens at /api/docs and loads every asset and the OpenAPI document under /api', async () => {
    const page = await fetch(`${site.origin}/api/docs`);
    assert.equal(page.status, 200);
    assert.equal(page.url, `${site.origin}/api/docs/`);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map(
      (match) => new URL(match[1]!, page.url),
    );
    assert.ok(assets.length >= 5, 'the page links its styles and scripts');
    for (const asset of assets) {
      assert.ok(asset.pathname.startsWith('/api/docs/static/'), `${asset.pathname} is under /api`);
      assert.equal((await fetch(asset)).status, 200, asset.pathname);
    }
    // The initializer finds the document next to the page.
    const initializer = await (
      await fetch(`${site.origin}/api/docs/static/swagger-initializer.js`)
    ).text();
    assert.match(initializer, /resolveUrl\('\.\/json'\)/);
    const spec = await fetch(new URL('json', page.url));
    assert.equal(spec.status, 200);
    assert.match(((await spec.json()) as { openapi: string }).openapi, /^3\./);
  });

  it('sends the old static index page back to the documentation under the same prefix', async () => {
    const old = await fetch(`${site.origin}/api/docs/static/index.html`, { redirect: 'manual' });
    assert.equal(new URL(old.headers.get('location')!, old.url).pathname, '/api/docs/');
    const direct = await app().inject({ url: '/docs' });
    assert.equal(direct.headers.location, 'docs/');
  });
});
