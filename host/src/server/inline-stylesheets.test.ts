/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStylesheetInliner, stylesheetsBeside } from './inline-stylesheets';
import { NONCE_PLACEHOLDER } from './page-errors';

const page = (head: string, body = '<div id="root"></div>') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('the page’s stylesheets written into it', () => {
  it('turns the head’s stylesheet links into styles with the nonce, the build’s and a remote’s', async () => {
    const source = jest.fn(async (href: string) => `/* ${href} */ body{margin:0}`);
    const inline = createStylesheetInliner(source);
    const html = await inline(
      page(
        '<link href=/main.css rel=stylesheet><link rel="canonical" href="/p/x">' +
          '<link rel="stylesheet" href="http://127.0.0.1:3003/ProductPage.9b464014.css">',
      ),
    );
    expect(html).toBe(
      page(
        `<style nonce="${NONCE_PLACEHOLDER}" data-href="/main.css">/* /main.css */ body{margin:0}</style>` +
          '<link rel="canonical" href="/p/x">' +
          `<style nonce="${NONCE_PLACEHOLDER}" data-href="http://127.0.0.1:3003/ProductPage.9b464014.css">` +
          '/* http://127.0.0.1:3003/ProductPage.9b464014.css */ body{margin:0}</style>',
      ),
    );
  });

  it('leaves a link that cannot be read, refers to other files, could end the element, or is for some media', async () => {
    const texts: Record<string, string> = {
      '/fonts.css': '@font-face{src:url(./a.woff2)}',
      '/import.css': '@import "other.css";',
      '/script.css': 'a{}</style><script>alert(1)</script>',
      '/print.css': 'a{}',
    };
    const inline = createStylesheetInliner(async (href) => {
      const text = texts[href];
      if (text === undefined) throw new Error('404');
      return text;
    });
    const head =
      '<link rel=stylesheet href=/missing.css><link rel=stylesheet href=/fonts.css>' +
      '<link rel=stylesheet href=/import.css><link rel=stylesheet href=/script.css>' +
      '<link rel=stylesheet href=/print.css media=print>';
    expect(await inline(page(head))).toBe(page(head));
  });

  it('never touches the body, whatever a page shows there', async () => {
    const source = jest.fn(async () => 'a{}');
    const body =
      '<p>&lt;link rel=stylesheet href=http://evil&gt;</p><link rel=stylesheet href=/x.css>';
    expect(await createStylesheetInliner(source)(page('', body))).toBe(page('', body));
    expect(source).not.toHaveBeenCalled();
  });

  it('reads a hashed file once, and the build’s main.css again after revalidateMs', async () => {
    jest.useFakeTimers();
    try {
      const source = jest.fn(async (_href: string) => 'a{}');
      const inline = createStylesheetInliner(source, { revalidateMs: 1000 });
      const html = page(
        '<link rel=stylesheet href=/main.css><link rel=stylesheet href=/a.12345678.css>',
      );
      await inline(html);
      await inline(html);
      expect(source).toHaveBeenCalledTimes(2);
      jest.advanceTimersByTime(1001);
      await inline(html);
      expect(source.mock.calls.map(([href]) => href)).toEqual([
        '/main.css',
        '/a.12345678.css',
        '/main.css',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads the build’s files beside the template, never outside its folder, and a remote’s at its internal address', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'build-'));
    writeFileSync(path.join(folder, 'main.css'), 'body{margin:0}');
    const fetched: string[] = [];
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      fetched.push(String(url));
      return new Response('.product{}');
    });
    try {
      const read = stylesheetsBeside(path.join(folder, 'index.html'), (url) =>
        url.replace('http://localhost:3003', 'http://mfe-product'),
      );
      await expect(read('/main.css')).resolves.toBe('body{margin:0}');
      await expect(read('/../../etc/passwd')).rejects.toThrow();
      await expect(read('http://localhost:3003/ProductPage.9b464014.css')).resolves.toBe(
        '.product{}',
      );
      expect(fetched).toEqual(['http://mfe-product/ProductPage.9b464014.css']);
    } finally {
      fetchMock.mockRestore();
    }
  });
});
