import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { attributeOf } from './html-attributes';
import { NONCE_PLACEHOLDER } from './page-errors';

/** Where a stylesheet's text comes from: the host's own build, or a remote's (its URL). */
export type StylesheetSource = (href: string) => Promise<string>;

/** The stylesheet source of a template: files beside a template file, or URLs beside its URL. */
export function stylesheetsBeside(
  templateSource: string,
  internalUrl: (url: string) => string,
): StylesheetSource {
  return async (href) => {
    if (/^https?:/.test(href) || /^https?:/.test(templateSource)) {
      // (A file path is no base URL: an absolute href is read as it is.)
      const url = internalUrl(
        /^https?:/.test(href) ? new URL(href).href : new URL(href, templateSource).href,
      );
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    }
    // A path of the host's own build ('/main.css'), never one outside its folder.
    const file = path.join(path.dirname(templateSource), path.normalize(`/${href}`));
    return readFile(file, 'utf8');
  };
}

const LINK = /<link\b[^>]*>/gi;
// A build's content-hashed file ('ProductPage.9b464014.css') never changes.
const HASHED = /\.[0-9a-f]{8,}\.css$/;

/**
 * Writes a page's stylesheets into it, as `<style>` elements with the response's nonce (ADR
 * 0033). A page the server rendered is then painted as soon as its HTML is in: no stylesheet
 * from the host or from another origin (a remote) holds the first paint back, which on a slow
 * phone network is most of the time to the largest paint. The browser's federation runtime
 * still adds a remote's stylesheet when it loads the module: the same rules again, no change.
 *
 * A stylesheet is left a link when it cannot be read, is larger than `maxBytes`, or refers to
 * other files (`url(` or `@import`, relative to the stylesheet's address, not the page's).
 * Texts are kept: hashed files for good, the others (`main.css`) for `revalidateMs`.
 */
export function createStylesheetInliner(
  source: StylesheetSource,
  { revalidateMs = 5000, maxBytes = 50_000 } = {},
): (html: string) => Promise<string> {
  const texts = new Map<string, { css: Promise<string | null>; at: number }>();
  const cssOf = (href: string): Promise<string | null> => {
    const kept = texts.get(href);
    if (kept && (HASHED.test(href) || Date.now() - kept.at < revalidateMs)) return kept.css;
    const css = source(href).then(
      (text) => (text.length > maxBytes || /url\(|@import/i.test(text) ? null : text),
      () => {
        // Not kept: the next page asks again.
        texts.delete(href);
        return null;
      },
    );
    // A bounded memory: hashed names change with every release.
    if (texts.size > 500) texts.clear();
    texts.set(href, { css, at: Date.now() });
    return css;
  };

  return async (html) => {
    // The head only: its stylesheets are the build's and the rendered modules' own.
    const headEnd = html.indexOf('</head>');
    if (headEnd < 0) return html;
    const head = html.slice(0, headEnd);
    const links = [...head.matchAll(LINK)]
      .map((match) => ({ tag: match[0], href: attributeOf(match[0], 'href') }))
      .filter(
        (link): link is { tag: string; href: string } =>
          attributeOf(link.tag, 'rel')?.toLowerCase() === 'stylesheet' &&
          link.href !== undefined &&
          !/\smedia=/i.test(link.tag),
      );
    const inlined = new Map<string, string>();
    await Promise.all(
      links.map(async ({ tag, href }) => {
        const css = await cssOf(href);
        // '</style' inside the text would end the element early: then it stays a link.
        if (css !== null && !/<\/style/i.test(css)) {
          inlined.set(
            tag,
            `<style nonce="${NONCE_PLACEHOLDER}" data-href="${href}">${css}</style>`,
          );
        }
      }),
    );
    return head.replace(LINK, (tag) => inlined.get(tag) ?? tag) + html.slice(headEnd);
  };
}
