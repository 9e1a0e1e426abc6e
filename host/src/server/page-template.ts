import { readFileSync } from 'node:fs';
import { attributeOf } from './html-attributes';
import { NONCE_PLACEHOLDER } from './page-errors';

/** What the server fills into the host's index.html. */
export interface PageParts {
  lang: string;
  /** Tags for `<head>`: the page's title, meta and links, the remotes' stylesheets. */
  head: string;
  /** The rendered app, inside `#root`. */
  body: string;
  /** After `#root`: the page data's script element. */
  afterRoot: string;
  /** Scripts the page's rendered modules need (remote chunks): fetched with the host's. */
  scripts?: string[];
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

const SCRIPT = /<script\b([^>]*)><\/script>/g;
const PRELOAD = /<link\b([^>]*)>/g;
/** A preload the page's loader adds: what to fetch, as what, and with which credentials. */
type Preload = [href: string, as: string, crossOrigin: string | null];

/**
 * The template's own scripts and preloads, taken out of its head: a server-rendered page
 * starts them after its first paint (afterFirstPaint).
 */
function takeScripts(text: string): { text: string; scripts: string[]; preloads: Preload[] } {
  const scripts: string[] = [];
  const preloads: Preload[] = [];
  const withoutScripts = text.replace(SCRIPT, (tag, attributes: string) => {
    const src = attributeOf(attributes, 'src');
    if (src === undefined || attributeOf(attributes, 'type') !== undefined) return tag;
    scripts.push(src);
    return '';
  });
  const withoutPreloads = withoutScripts.replace(PRELOAD, (tag, attributes: string) => {
    const href = attributeOf(attributes, 'href');
    const as = attributeOf(attributes, 'as');
    if (attributeOf(attributes, 'rel') !== 'preload' || !href || !as) return tag;
    preloads.push([href, as, attributeOf(attributes, 'crossorigin') ?? null]);
    return '';
  });
  return { text: withoutPreloads, scripts, preloads };
}

/**
 * The inline script that starts the page's scripts once the browser has painted the page:
 * the server's HTML shows at once, before the shared libraries are fetched and run (on a slow
 * phone, seconds), and hydration follows. The scripts run in their order, as `defer` ran them;
 * a page in a background tab (no frames) starts them after a second.
 */
function afterFirstPaint(scripts: string[], preloads: Preload[]): string {
  const json = JSON.stringify({ scripts, preloads }).replace(/</g, '\\u003c');
  return (
    `<script nonce="${NONCE_PLACEHOLDER}">(function(page){var started=false;function start(){` +
    `if(started)return;started=true;page.preloads.forEach(function(p){var l=document.createElement('link');` +
    `l.rel='preload';l.href=p[0];l.as=p[1];if(p[2]!==null)l.crossOrigin=p[2];document.head.appendChild(l)});` +
    `page.scripts.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;` +
    `document.body.appendChild(s)})}requestAnimationFrame(function(){setTimeout(start,0)});` +
    `setTimeout(start,1000)})(${json})</script>`
  );
}

/**
 * The host's built index.html as the frame of every server-rendered page: its stylesheets stay
 * as the build wrote them, its scripts start after the page's first paint (afterFirstPaint),
 * the rendered page goes into `#root`.
 */
export function loadPageTemplate(source: string): (parts: PageParts) => Promise<string> {
  const template = templateText(source);
  return async ({ lang, head, body, afterRoot, scripts = [] }) => {
    const built = await template();
    if (!ROOT.test(built)) throw new Error(`${source} has no empty <div id="root">`);
    const own = takeScripts(built);
    const loader = afterFirstPaint(own.scripts, [
      ...own.preloads,
      ...scripts.map((href): Preload => [href, 'script', null]),
    ]);
    return (
      own.text
        .replace(HTML_LANG, () => `<html lang="${lang}">`)
        .replace('</head>', () => `${head}</head>`)
        // The page reads without JavaScript: no "this shop needs JavaScript" above it.
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(
          ROOT,
          (_whole, attributes: string) =>
            `<div id="root"${attributes}>${body}</div>${afterRoot}${loader}`,
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
