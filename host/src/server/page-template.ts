import { readFileSync } from 'node:fs';

/** What the server fills into the host's index.html. */
export interface PageParts {
  lang: string;
  /** Tags for `<head>`: the page's title, meta and links, the remotes' stylesheets. */
  head: string;
  /** The rendered app, inside `#root`. */
  body: string;
  /** After `#root`: the page data's script element. */
  afterRoot: string;
}

// The build minifies index.html: attributes may lose their quotes.
const ROOT = /<div id="?root"?([^>]*)><\/div>/;
const HTML_LANG = /<html lang=(?:"[^"]*"|[^\s>]*)>/;

/**
 * The template's text: a file, read once (production), or the dev server's index.html, fetched
 * anew each time (`pnpm start`, where it changes with every rebuild).
 */
function templateText(source: string): () => Promise<string> {
  if (!/^https?:/.test(source)) {
    const text = readFileSync(source, 'utf8');
    return async () => text;
  }
  return async () => {
    const response = await fetch(source, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.text();
  };
}

/**
 * The host's built index.html as the frame of every server-rendered page: its scripts and
 * stylesheets stay exactly as the build wrote them, the rendered page goes into `#root`.
 */
export function loadPageTemplate(source: string): (parts: PageParts) => Promise<string> {
  const template = templateText(source);
  return async ({ lang, head, body, afterRoot }) => {
    const text = await template();
    if (!ROOT.test(text)) throw new Error(`${source} has no empty <div id="root">`);
    return (
      text
        .replace(HTML_LANG, () => `<html lang="${lang}">`)
        .replace('</head>', () => `${head}</head>`)
        // The page reads without JavaScript: no "this shop needs JavaScript" above it.
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(
          ROOT,
          (_whole, attributes: string) => `<div id="root"${attributes}>${body}</div>${afterRoot}`,
        )
    );
  };
}

/** The template as it is: the client-rendered shell, the answer when rendering fails. */
export function clientShell(source: string): () => Promise<string> {
  return templateText(source);
}

// React writes a page's <title>, <meta> and <link> elements (PageMeta) before the page's own
// markup when it renders a part of the document; they belong in <head>.
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** Splits React's output into the head tags it hoisted and the page's markup. */
export function splitHoistables(html: string): { head: string; body: string } {
  const head = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
