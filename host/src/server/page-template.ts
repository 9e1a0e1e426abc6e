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
 * The host's built index.html as the frame of every server-rendered page: its scripts and
 * stylesheets stay exactly as the build wrote them, the rendered page goes into `#root`.
 */
export function loadPageTemplate(file: string): (parts: PageParts) => string {
  const template = readFileSync(file, 'utf8');
  if (!ROOT.test(template)) throw new Error(`${file} has no empty <div id="root">`);
  return ({ lang, head, body, afterRoot }) =>
    template
      .replace(HTML_LANG, () => `<html lang="${lang}">`)
      .replace('</head>', () => `${head}</head>`)
      // The page reads without JavaScript: no "this shop needs JavaScript" above it.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(
        ROOT,
        (_whole, attributes: string) => `<div id="root"${attributes}>${body}</div>${afterRoot}`,
      );
}

/** The template as it is: the client-rendered shell, the answer when rendering fails. */
export function clientShell(file: string): string {
  return readFileSync(file, 'utf8');
}

// React writes a page's <title>, <meta> and <link> elements (PageMeta) before the page's own
// markup when it renders a part of the document; they belong in <head>.
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** Splits React's output into the head tags it hoisted and the page's markup. */
export function splitHoistables(html: string): { head: string; body: string } {
  const head = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
