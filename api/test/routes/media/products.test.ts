import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';

for (const target of dbTargets()) {
  describe(`/media/products/:slug.svg on ${target.name}`, () => {
    const app = build(target);

    it('draws a product image as a cacheable SVG', async () => {
      const response = await app().inject({ method: 'GET', url: '/media/products/rode-rozen.svg' });
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /^image\/svg\+xml/);
      assert.match(response.headers['cache-control'] as string, /max-age=\d+/);
      assert.match(response.body, /^<svg [^>]*aria-label="Rode rozen"/);
      assert.match(response.body, /#d62839/);
    });

    it('answers 404 for an unknown product', async () => {
      const response = await app().inject({ method: 'GET', url: '/media/products/onbekend.svg' });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json()['@type'], 'hydra:Error');
    });
  });
}
