/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadPageTemplate, splitHoistables } from './page-template';

// As the build minifies it.
const built =
  '<!doctype html><html lang=nl><head><meta charset=utf-8>' +
  '<link rel=preload href=/remotes.json as=fetch crossorigin=anonymous>' +
  '<script defer src=/main.js></script><link href=/main.css rel=stylesheet></head>' +
  '<body><noscript>Deze winkel heeft JavaScript nodig.</noscript><div id=root data-app=host></div></body></html>';

async function filled() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'page-')), 'index.html');
  writeFileSync(file, built);
  return loadPageTemplate(file)({
    lang: 'fr-BE',
    head: '<title>Bouquets</title>',
    body: '<h1>Bouquets</h1>',
    afterRoot: '<script type="application/json" id="shop-page-data">{}</script>',
    scripts: ['http://127.0.0.1:3003/ProductPage.js'],
  });
}

describe('the page template', () => {
  it('puts the page into the built index.html: lang, head tags, #root, no "needs JavaScript"', async () => {
    const html = await filled();
    const loader = /<script nonce="__NONCE__">[^<]*<\/script>/.exec(html)?.[0] ?? '';
    expect(html.replace(loader, '<script loader>')).toBe(
      '<!doctype html><html lang="fr-BE"><head><meta charset=utf-8><link href=/main.css rel=stylesheet>' +
        '<title>Bouquets</title></head><body><div id="root" data-app=host><h1>Bouquets</h1></div>' +
        '<script type="application/json" id="shop-page-data">{}</script><script loader></body></html>',
    );
  });

  it('starts the build’s scripts and preloads, and the rendered modules’ scripts, only after the first paint', async () => {
    const html = await filled();
    const loader = /<script nonce="__NONCE__">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const added: { tag: string; attributes: Record<string, unknown> }[] = [];
    const element = (tag: string) => {
      const attributes: Record<string, unknown> = {};
      added.push({ tag, attributes });
      return attributes;
    };
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const append = (node: unknown) => node;
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      { createElement: element, head: { appendChild: append }, body: { appendChild: append } },
      (frame: () => void) => frames.push(frame),
      (run: () => void, ms: number) => timers.push({ run, ms }),
    );
    // Nothing before the frame the page is painted in.
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    timers.filter(({ ms }) => ms === 0).forEach(({ run }) => run());
    expect(added).toEqual([
      {
        tag: 'link',
        attributes: {
          rel: 'preload',
          href: '/remotes.json',
          as: 'fetch',
          crossOrigin: 'anonymous',
        },
      },
      {
        tag: 'link',
        attributes: { rel: 'preload', href: 'http://127.0.0.1:3003/ProductPage.js', as: 'script' },
      },
      // In order, as `defer` ran them.
      { tag: 'script', attributes: { src: '/main.js', async: false } },
    ]);
    // The fallback for a page without frames (a background tab) starts nothing a second time.
    timers.filter(({ ms }) => ms === 1000).forEach(({ run }) => run());
    expect(added).toHaveLength(3);
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
