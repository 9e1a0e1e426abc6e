import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { privatePaths, robotsTxt } from './robots-txt';

describe('robots.txt', () => {
  it('disallows every private path at the root and under each other locale’s prefix', () => {
    const lines = robotsTxt('https://shop.example').split('\n');
    for (const path of privatePaths)
      for (const prefix of ['', '/nl-be', '/fr-be', '/en-us'])
        assert.ok(lines.includes(`Disallow: ${prefix}${path}`), `${prefix}${path}`);
    assert.ok(!lines.includes('Disallow: /nl-nl/afrekenen'), 'nl-nl has no prefix');
    assert.equal(
      lines.filter((line) => line.startsWith('Disallow:')).length,
      privatePaths.length * 4,
    );
  });

  it('names the sitemap on the origin it is given', () => {
    assert.match(
      robotsTxt('https://shop.example'),
      /\nSitemap: https:\/\/shop\.example\/sitemap\.xml\n$/,
    );
  });
});
