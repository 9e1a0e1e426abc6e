/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadPageTemplate, splitHoistables } from './page-template';

const built =
  '<!doctype html><html lang=nl><head><meta charset=utf-8><script defer src=/main.js></script></head>' +
  '<body><noscript>Deze winkel heeft JavaScript nodig.</noscript><div id=root data-app=host></div></body></html>';

describe('the page template', () => {
  it('puts the page into the built index.html: lang, head tags, #root, no "needs JavaScript"', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'page-')), 'index.html');
    writeFileSync(file, built);
    const html = await loadPageTemplate(file)({
      lang: 'fr-BE',
      head: '<title>Bouquets</title>',
      body: '<h1>Bouquets</h1>',
      afterRoot: '<script type="application/json" id="shop-page-data">{}</script>',
    });
    expect(html).toBe(
      '<!doctype html><html lang="fr-BE"><head><meta charset=utf-8><script defer src=/main.js></script>' +
        '<title>Bouquets</title></head><body><div id="root" data-app=host><h1>Bouquets</h1></div>' +
        '<script type="application/json" id="shop-page-data">{}</script></body></html>',
    );
  });

  it('moves the title, meta and link tags React writes first into the head, and nothing else', () => {
    const { head, body } = splitHoistables(
      '<title>Zonnig boeket</title><meta name="description" content="Geel"/><link rel="canonical" href="/p/x"/>' +
        '<div class="shop-host-page"><title>not hoisted</title></div>',
    );
    expect(head).toBe(
      '<title>Zonnig boeket</title><meta name="description" content="Geel"/><link rel="canonical" href="/p/x"/>',
    );
    expect(body).toBe('<div class="shop-host-page"><title>not hoisted</title></div>');
  });
});
