import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';

for (const target of dbTargets()) {
  describe(`caching of catalogue answers on ${target.name}`, () => {
    const app = build(target);
    const get = (url: string, headers: Record<string, string> = {}) =>
      app().inject({ method: 'GET', url, headers });

    const urls = [
      '/catalogue/categories',
      '/catalogue/products?category=boeketten&sort=price-asc',
      '/catalogue/products/rode-rozen',
      '/catalogue/wish-cards?product=rode-rozen',
      '/catalogue/conflicting-product-groups?ids=10',
    ];

    for (const url of urls) {
      it(`lets ${url.split('?')[0]} be cached for five minutes and answers 304 to its ETag`, async () => {
        const first = await get(url);
        assert.equal(first.statusCode, 200);
        assert.equal(first.headers['cache-control'], 'public, max-age=0, s-maxage=5');
        const etag = first.headers.etag as string;
        assert.match(etag, /^"[^"]+"$/);
        const again = await get(url, { 'if-none-match': etag });
        assert.equal(again.statusCode, 304);
        assert.equal(again.body, '');
        assert.equal(again.headers.etag, etag);
        assert.equal(again.headers['cache-control'], 'public, max-age=0, s-maxage=5');
        const stale = await get(url, { 'if-none-match': '"something-else"' });
        assert.equal(stale.statusCode, 200);
      });
    }

    it('gives each language and site its own ETag, and says the answer varies by them', async () => {
      const url = '/catalogue/products/rode-rozen';
      const dutch = await get(url);
      assert.equal(dutch.headers.vary, 'accept-language, x-site-context');
      const french = await get(url, {
        'accept-language': 'fr-BE',
        'if-none-match': dutch.headers.etag as string,
      });
      assert.equal(french.statusCode, 200);
      assert.notEqual(french.headers.etag, dutch.headers.etag);
      const belgian = await get(url, {
        'x-site-context': 'be',
        'if-none-match': dutch.headers.etag as string,
      });
      assert.equal(belgian.statusCode, 200);
    });

    it('never lets errors or carts be cached', async () => {
      const missing = await get('/catalogue/products/bestaat-niet');
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.headers['cache-control'], undefined);
      const cart = (await app().inject({ method: 'POST', url: '/carts' })).json();
      const own = await get(`/carts/${cart.uuid}`, { 'x-cart-secret': cart.secret });
      assert.equal(own.statusCode, 200);
      assert.equal(own.headers.etag, undefined);
      assert.notEqual(own.headers['cache-control'], 'public, max-age=0, s-maxage=5');
    });
  });
}
