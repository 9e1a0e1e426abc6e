import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser, onWarningStopParsing, type Element } from '@xmldom/xmldom';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { products } from '../../src/db/schema';
import { recordAnswers } from '../helpers/answer-log';
import { build, dbTargets } from '../helpers/build';
import { mollieSettings } from '../helpers/mollie';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const SITE = 'https://www.bloemenzo.nl';
const prefixes = { 'nl-NL': '', 'nl-BE': '/nl-be', 'fr-BE': '/fr-be', 'en-US': '/en-us' };

interface SitemapUrl {
  loc: string;
  /** hreflang → href */
  alternates: Record<string, string>;
}

/** The sitemap read by a strict, namespace-aware XML parser: any warning fails the test. */
function parseSitemap(xml: string): SitemapUrl[] {
  // The parser lets a bare & pass; XML does not.
  assert.doesNotMatch(xml, /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i, 'a bare &');
  const document = new DOMParser({ onError: onWarningStopParsing }).parseFromString(
    xml,
    'text/xml',
  );
  const root = document.documentElement!;
  assert.equal(root.localName, 'urlset');
  assert.equal(root.namespaceURI, SITEMAP_NS);
  const children = (parent: Element, ns: string, name: string) =>
    Array.from(parent.childNodes).filter(
      (node): node is Element =>
        node.nodeType === 1 &&
        (node as Element).namespaceURI === ns &&
        (node as Element).localName === name,
    );
  return children(root, SITEMAP_NS, 'url').map((url) => {
    const [loc, ...moreLocs] = children(url, SITEMAP_NS, 'loc');
    assert.ok(loc && moreLocs.length === 0, 'one <loc> per <url>');
    const links = children(url, XHTML_NS, 'link');
    const alternates = Object.fromEntries(
      links.map((link) => {
        assert.equal(link.getAttribute('rel'), 'alternate');
        return [link.getAttribute('hreflang')!, link.getAttribute('href')!];
      }),
    );
    assert.equal(Object.keys(alternates).length, links.length, 'no hreflang twice');
    return { loc: loc.textContent!, alternates };
  });
}

/** What a shopper can open, as the catalogue's own listing routes say. */
async function listed(app: FastifyInstance) {
  const categories = (await app.inject({ method: 'GET', url: '/catalogue/categories' })).json();
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const list = (
      await app.inject({ method: 'GET', url: `/catalogue/products?page_items=100&page=${page}` })
    ).json();
    slugs.push(...list['hydra:member'].map((product: { slug: string }) => product.slug));
    if (slugs.length >= list['hydra:totalItems']) break;
  }
  return {
    categories: categories['hydra:member'].map((category: { slug: string }) => category.slug),
    products: slugs,
  };
}

/** The four URLs and x-default a page in the sitemap must name. */
const alternatesOf = (origin: string, path: string): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(prefixes).map(([hreflang, prefix]) => [
      hreflang,
      `${origin}${path === '/' ? prefix || '/' : `${prefix}${path}`}`,
    ]),
  ),
  'x-default': `${origin}${path}`,
});

for (const target of dbTargets()) {
  describe(`/robots.txt and /sitemap.xml on ${target.name}`, () => {
    // Without SITE_ORIGIN, as in development and the tests: each request's own origin.
    const app = build(target);
    // With SITE_ORIGIN, as production runs.
    let configured: FastifyInstance;
    before(async () => {
      configured = await buildApp({
        db: app().db,
        logLevel: 'silent',
        giftCardMailCheckMs: 0,
        siteOrigin: SITE,
        payments: { mollie: await mollieSettings() },
      });
      recordAnswers(configured);
      await configured.ready();
    });
    after(() => configured?.close());

    const sitemap = (instance: FastifyInstance, headers: Record<string, string> = {}) =>
      instance.inject({ method: 'GET', url: '/sitemap.xml', headers });

    it('lists the home page, every category and every listed product in the four locales, each with its alternates', async () => {
      const response = await sitemap(configured);
      assert.equal(response.statusCode, 200);
      const urls = parseSitemap(response.body);
      const { categories, products: productSlugs } = await listed(configured);
      assert.ok(categories.length >= 4 && productSlugs.length >= 28, 'the demo catalogue');
      const paths = [
        '/',
        ...categories.map((slug: string) => `/c/${slug}`),
        ...productSlugs.map((slug) => `/p/${slug}`),
      ];
      assert.equal(urls.length, paths.length * 4, 'each page once per locale, nothing else');
      const byLoc = new Map(urls.map((url) => [url.loc, url]));
      assert.equal(byLoc.size, urls.length, 'no URL twice');
      for (const path of paths) {
        const expected = alternatesOf(SITE, path);
        for (const hreflang of Object.keys(prefixes)) {
          const url = byLoc.get(expected[hreflang]!);
          assert.ok(url, `${expected[hreflang]} is in the sitemap`);
          assert.deepEqual(url.alternates, expected, `${url.loc}'s alternates`);
        }
      }
      assert.ok(byLoc.has(`${SITE}/fr-be/p/zonnig-boeket`));
      assert.ok(byLoc.has(`${SITE}/c/boeketten`));
      assert.ok(byLoc.has(`${SITE}/en-us`));
    });

    it('answers valid sitemaps.org XML with the caching a CDN may use, and an ETag', async () => {
      const response = await sitemap(configured, { 'accept-language': 'fr-BE' });
      assert.equal(response.headers['content-type'], 'application/xml; charset=utf-8');
      assert.equal(response.headers['cache-control'], 'public, max-age=3600');
      // Nothing in it depends on the language or the shop: one copy for every visitor.
      assert.equal(response.headers.vary, undefined);
      assert.equal(response.headers['content-language'], undefined);
      assert.match(
        response.body,
        /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n/,
      );
      const etag = response.headers.etag as string;
      assert.ok(etag);
      const again = await sitemap(configured, { 'if-none-match': etag });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      const head = await configured.inject({ method: 'HEAD', url: '/sitemap.xml' });
      assert.equal(head.statusCode, 200);
      assert.equal(head.headers['content-type'], 'application/xml; charset=utf-8');
    });

    it('names SITE_ORIGIN whatever Host and X-Forwarded-* a request carries', async () => {
      const response = await sitemap(configured, {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      });
      const urls = parseSitemap(response.body);
      assert.ok(urls.every((url) => url.loc.startsWith(`${SITE}/`)));
      assert.ok(!response.body.includes('evil.example'));
    });

    it('without SITE_ORIGIN names the origin the request came to through the proxy', async () => {
      const response = await sitemap(app(), {
        host: '127.0.0.1:4300',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
      });
      assert.equal(response.statusCode, 200);
      const urls = parseSitemap(response.body);
      assert.equal(urls[0]!.loc, 'https://127.0.0.1:4300/');
      assert.ok(urls.every((url) => url.loc.startsWith('https://127.0.0.1:4300/')));
      assert.ok(!response.body.includes('evil.example'), 'X-Forwarded-Host is not believed');
      // Only the forwarded protocol can make two answers differ for one URL.
      assert.equal(response.headers.vary, 'x-forwarded-proto');
      const plain = parseSitemap((await sitemap(app(), { host: 'localhost:3000' })).body);
      assert.equal(plain[0]!.loc, 'http://localhost:3000/');
    });

    it('refuses a Host it cannot name an origin by', async () => {
      for (const host of ['shop"><x', 'a b', 'user@shop.example', 'shop.example/path']) {
        const response = await sitemap(app(), { host, 'accept-language': 'en' });
        assert.equal(response.statusCode, 400, host);
        assert.equal(response.json()['@type'], 'hydra:Error');
        const robots = await app().inject({ method: 'GET', url: '/robots.txt', headers: { host } });
        assert.equal(robots.statusCode, 400, host);
      }
    });

    it('tells crawlers to keep out of the account, checkout, cart and sign-in pages in every locale, and where the sitemap is', async () => {
      const response = await configured.inject({ method: 'GET', url: '/robots.txt' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8');
      assert.equal(response.headers['cache-control'], 'public, max-age=3600');
      const lines = response.body.split('\n');
      assert.equal(lines[0], 'User-agent: *');
      assert.equal(lines[1], 'Allow: /');
      const disallowed = lines
        .filter((line) => line.startsWith('Disallow: '))
        .map((l) => l.slice(10));
      for (const prefix of Object.values(prefixes))
        for (const path of [
          '/mijn-account',
          '/account-nieuw',
          '/afrekenen',
          '/winkelwagen',
          '/inloggen',
          '/authorize',
        ])
          assert.ok(disallowed.includes(`${prefix}${path}`), `${prefix}${path} is disallowed`);
      // The pages a shopper searches for stay open.
      for (const open of ['/', '/c', '/p', '/fr-be', '/cadeaukaart', '/api'])
        assert.ok(!disallowed.some((path) => open.startsWith(path)), `${open} stays open`);
      assert.ok(lines.includes(`Sitemap: ${SITE}/sitemap.xml`));
      const own = await app().inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'localhost:3000' },
      });
      assert.ok(own.body.includes('Sitemap: http://localhost:3000/sitemap.xml'));
    });

    it('documents both routes in the OpenAPI document', async () => {
      const spec = (await app().inject({ method: 'GET', url: '/docs/json' })).json();
      assert.ok(spec.paths['/robots.txt'].get.responses['200'].content['text/plain']);
      assert.ok(spec.paths['/sitemap.xml'].get.responses['200'].content['application/xml']);
    });

    it('escapes a slug for the URL and the XML, and drops a product once it is gone', async () => {
      const [model] = await app()
        .db.select()
        .from(products)
        .where(eq(products.slug, 'zonnig-boeket'));
      const slug = `o'hara-&-<zonen>`;
      await app()
        .db.insert(products)
        .values({ ...model!, id: undefined, createdAt: undefined, slug, position: 999 });
      try {
        const response = await sitemap(configured);
        const encoded = `${SITE}/fr-be/p/o'hara-%26-%3Czonen%3E`;
        assert.ok(response.body.includes(`<loc>${encoded.replace("'", '&apos;')}</loc>`));
        const urls = parseSitemap(response.body);
        assert.ok(urls.some((url) => url.loc === encoded));
        assert.equal(urls.length, (await listedCount()) * 4);
      } finally {
        await app().db.delete(products).where(eq(products.slug, slug));
      }
      const gone = await sitemap(configured);
      assert.ok(!gone.body.includes('hara'));
      assert.equal(parseSitemap(gone.body).length, (await listedCount()) * 4);
    });

    async function listedCount() {
      const { categories, products: productSlugs } = await listed(configured);
      return 1 + categories.length + productSlugs.length;
    }
  });
}
