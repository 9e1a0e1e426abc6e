import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { categoryPath, escapeXml, productPath, sitemapXml } from './sitemap-xml';

describe('sitemap.xml', () => {
  it('puts a slug into the path percent-encoded, as a browser would request it', () => {
    assert.equal(productPath('zonnig-boeket'), '/p/zonnig-boeket');
    assert.equal(productPath('rozen été/2'), '/p/rozen%20%C3%A9t%C3%A9%2F2');
    assert.equal(categoryPath('a&b'), '/c/a%26b');
  });

  it('escapes the five characters XML gives a meaning', () => {
    assert.equal(
      escapeXml(`<a href="x">Tom & Jerry's</a>`),
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('names a page once per locale, each with the same four alternates and nl-NL as x-default', () => {
    const xml = sitemapXml('https://shop.example', ['/p/roos']);
    assert.equal(xml.match(/<url>/g)?.length, 4);
    for (const loc of ['/p/roos', '/nl-be/p/roos', '/fr-be/p/roos', '/en-us/p/roos'])
      assert.ok(xml.includes(`<loc>https://shop.example${loc}</loc>`), loc);
    assert.equal(
      xml.match(/hreflang="x-default" href="https:\/\/shop\.example\/p\/roos"/g)?.length,
      4,
    );
    assert.equal(
      xml.match(/hreflang="fr-BE" href="https:\/\/shop\.example\/fr-be\/p\/roos"/g)?.length,
      4,
    );
  });
});
