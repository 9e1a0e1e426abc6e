// One Lighthouse measurement of one page in one profile, in Debian's Chromium (never a
// downloaded browser), each run in a fresh browser with an empty cache.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { sumByGroup } from './classify-scripts.mjs';
import { longTasksOf, summarizeLongTasks } from './long-tasks.mjs';

// Lighthouse's own puppeteer, to put a page's localStorage in place before it is measured.
const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))(
  'puppeteer-core',
);

export const gzipLevel = 6;

export function chromiumPath() {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    throw new Error(`${chromePath} is missing: apt-get install chromium, or set CHROMIUM_PATH`);
  }
  return chromePath;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const chromeFlags = [
  '--headless=new',
  ...(isRoot ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  // No outside network here: Chromium must not try to reach Google's services.
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Browsers still open, so that an interrupted run can close them on its way out. */
export const openBrowsers = new Set();

/**
 * Writes `localStorage` entries for the page's origin (a shopper's cart), from a page of that
 * origin that loads no script, so the browser's cache stays empty. Lighthouse clears the cache
 * and the origin's other storage before it loads the page, but not localStorage.
 */
async function seedLocalStorage(chrome, url, localStorage) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/remotes.json', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    }, Object.entries(localStorage));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function runOnce(url, profile, localStorage) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  openBrowsers.add(chrome);
  try {
    if (localStorage) await seedLocalStorage(chrome, url, localStorage);
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const config = profile === 'desktop' ? desktopConfig : undefined;
    const { lhr, artifacts } = await lighthouse(
      url,
      { ...flags, onlyCategories: ['performance', 'seo'] },
      config,
    );
    if (lhr.runtimeError) throw new Error(`${url} (${profile}): ${lhr.runtimeError.message}`);
    // From the trace now: the artifacts (the trace is tens of MB) are not kept past this run.
    const longTasks = await longTasksOf(artifacts, {
      slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    });
    return { lhr, longTasks };
  } finally {
    await chrome.kill();
    openBrowsers.delete(chrome);
  }
}

/**
 * One unmeasured load, so the first measurement does not pay for a cold API or for the photos
 * of the profile's widths, which the API renders at their first request (ADR 0055).
 */
export async function warmUp(url, localStorage, profile = 'desktop') {
  await runOnce(url, profile, localStorage);
}

/**
 * One Lighthouse run of a page in a profile, in a fresh browser: its report and its long tasks
 * (long-tasks.mjs). The bench alternates such runs between the sites it compares (issue 32).
 */
export const measureOnce = ({ url, profile, localStorage }) => runOnce(url, profile, localStorage);

/** The smallest, the median and the largest of some figures. */
export function spreadOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { min: sorted[0], median, max: sorted.at(-1), n: sorted.length };
}

/** A run's headline figures. */
const figuresOf = (lhr) => ({
  performance: Math.round(lhr.categories.performance.score * 100),
  lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
  tbtMs: lhr.audits['total-blocking-time'].numericValue,
  cls: lhr.audits['cumulative-layout-shift'].numericValue,
});

const gzipCache = new Map();
async function gzipBytesOf(url) {
  if (!gzipCache.has(url)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: gzipLevel }).length);
  }
  return gzipCache.get(url);
}

/** What the LCP was and what shifted most: where to look when a figure is bad. */
function diagnostics(lhr) {
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpDetails.find((item) => item.items?.[0]?.node)?.items[0].node;
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  return {
    lcpElement: lcpNode?.snippet ?? null,
    layoutShifts: shifts.slice(0, 3).map((shift) => ({
      score: shift.score,
      element: shift.node?.selector ?? shift.node?.snippet ?? null,
    })),
  };
}

/** A remote's federation entry files: what the page fetches first of a remote it uses. */
const remoteEntryFile = /\/(remoteEntry\.js|mf-manifest\.json)$/;

/**
 * Measures a page `runs` times and keeps the median run (Lighthouse's own choice of median).
 * JS weight: every script the page loaded, gzip-compressed here at `gzipLevel` so the figure
 * does not depend on whether the server compresses; `jsServedBytes` is what it really sent.
 * `describe(url)` says which group a script counts against (classify-scripts.mjs).
 * `remoteEntries` lists every remote entry file any of the runs requested (not only the median).
 * `localStorage` is put in place before every run (seedLocalStorage).
 */
export async function measurePage({ url, profile, runs, describe, localStorage }) {
  const measured = [];
  for (let i = 0; i < runs; i += 1) measured.push(await runOnce(url, profile, localStorage));
  return summarizeRuns(measured, { describe });
}

/**
 * The figures of several runs of one page and profile: the median run's (Lighthouse's own choice
 * of median) with its scripts and long tasks, and each figure's spread over the runs.
 */
export async function summarizeRuns(measured, { describe }) {
  const lhrs = measured.map((run) => run.lhr);
  const lhr = computeMedianRun(lhrs);
  const { longTasks } = measured[lhrs.indexOf(lhr)];
  const perRun = lhrs.map(figuresOf);
  const spread = Object.fromEntries(
    Object.keys(perRun[0]).map((key) => [key, spreadOf(perRun.map((run) => run[key]))]),
  );
  const remoteEntries = [
    ...new Set(
      lhrs.flatMap((run) =>
        run.audits['network-requests'].details.items
          .map((request) => request.url)
          .filter((requestUrl) => remoteEntryFile.test(new URL(requestUrl).pathname)),
      ),
    ),
  ].sort();
  const requests = lhr.audits['network-requests'].details.items;
  const scriptUrls = new Map();
  for (const request of requests) {
    if (request.resourceType !== 'Script' || !request.url.startsWith('http')) continue;
    scriptUrls.set(request.url, (scriptUrls.get(request.url) ?? 0) + (request.transferSize ?? 0));
  }
  const scripts = [];
  for (const [scriptUrl, servedBytes] of scriptUrls) {
    scripts.push({
      url: scriptUrl,
      ...describe(scriptUrl),
      servedBytes,
      gzipBytes: await gzipBytesOf(scriptUrl),
    });
  }
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    // The median of each figure over the runs (the score, TBT… of the runs, each on its own).
    performance: spread.performance.median,
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcpMs: spread.lcpMs.median,
    tbtMs: spread.tbtMs.median,
    cls: spread.cls.median,
    spread,
    perRun,
    longTasks,
    longTaskSummary: summarizeLongTasks(longTasks),
    ...diagnostics(lhr),
    jsGzipBytes: sumByGroup(
      scripts.map((s) => ({
        group: s.group,
        bytes: s.gzipBytes,
        sharedFraction: s.sharedFraction,
      })),
    ),
    jsServedBytes: scripts.reduce((total, s) => total + s.servedBytes, 0),
    scripts,
    remoteEntries,
    lighthouseVersion: lhr.lighthouseVersion,
    lhr,
    browser: lhr.environment.hostUserAgent.match(/(Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium',
  };
}
