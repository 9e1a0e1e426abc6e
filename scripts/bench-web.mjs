// `pnpm bench:web`: how fast the shop is for a shopper. Builds each app alone for production
// (timed), and the same site as one bundle without federation (bench/monolith); serves both as
// production does (the e2e harness: nginx + the host server rendering the pages + the API on
// PGlite, 127.0.0.1 only; the monolith rendered by its own server build); runs Lighthouse on the
// home, a category, a product, the cart and checkout step 1 in the mobile and desktop profiles,
// the federated site and the monolith taking turns (A, B, A, B…) in the mobile profile; the long
// tasks of each run from its trace; INP of a shopper's interactions, again in turns; records
// which remotes' entries each page fetched and the machine's load throughout; writes
// bench/results/web.{json,md} and checks the budgets (issue 32).
//   --no-fail   report a failed budget without failing
//   --no-build  measure the builds already in */dist and bench/monolith/dist
//   --runs=N    runs per page and profile, and per interaction, on each side (default 5)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkBudgets } from './bench-web/budgets.mjs';
import { buildEach } from './bench-web/build-times.mjs';
import {
  describeScript,
  sharedChunkFiles,
  translationGzipBytes,
} from './bench-web/classify-scripts.mjs';
import { compareWithMonolith } from './bench-web/federation-cost.mjs';
import {
  federationRuntimeFraction,
  sharedFraction,
  translationFractions,
} from './bench-web/shared-fraction.mjs';
import {
  gzipLevel,
  measureOnce,
  openBrowsers,
  spreadOf,
  summarizeRuns,
  warmUp,
} from './bench-web/lighthouse-run.mjs';
import { interactions, measureInteraction } from './bench-web/inp.mjs';
import { loadRecorder } from './bench-web/machine-load.mjs';
import { budgetPage, modulesOnPage, pages, seedCart } from './bench-web/pages.mjs';
import { measureServerLoad } from './bench-web/server-load.mjs';
import {
  apps,
  baseURL,
  clientOnlyURL,
  distOf,
  monolithURL,
  pagesURL,
  startClientOnlySite,
  startUncachedPageServer,
  uncachedPagesURL,
  ports,
  readManifests,
  readSharedChunks,
  remoteNames,
  repoRoot,
  startMonolith,
  startProductionSite,
  stopProductionSite,
} from './bench-web/production-site.mjs';
import { checkRemoteEntries } from './bench-web/remote-entries.mjs';
import { budgetLines, markdownSummary } from './bench-web/report.mjs';

const profiles = ['mobile', 'desktop'];

const { values: options } = parseArgs({
  options: {
    'no-fail': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs wants a whole number ≥ 1');

// Whatever happens (an error, Ctrl-C, a kill), the servers and browsers stop with us.
process.on('exit', () => {
  for (const chrome of openBrowsers) {
    try {
      process.kill(chrome.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  stopProductionSite();
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => process.exit(code));
}

/** The load average as the runs go: sampled before each one (machine-load.mjs). */
const load = loadRecorder();

/**
 * Measures every page in `profile` on each of `sites`, the sites taking turns run by run
 * (A, B, A, B…), so that whatever else the machine does weighs on both alike (issue 32).
 * Answers, per site, the summarized results and the median Lighthouse reports.
 */
async function measureInTurns({ sites, profile, storageOf, only }) {
  const measured = sites.map(() => ({ results: [], lighthouseReports: new Map() }));
  for (const page of pages.filter((p) => !only || only.includes(p.page))) {
    const runsOf = sites.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      for (const [index, site] of sites.entries()) {
        load.sample();
        process.stdout.write(
          `▶ Lighthouse ${site.label} ${page.path} ${profile} ${run + 1}/${runs} … `,
        );
        const once = await measureOnce({
          url: site.origin + page.path,
          profile,
          localStorage: storageOf(page),
        });
        console.log(`score ${Math.round(once.lhr.categories.performance.score * 100)}`);
        runsOf[index].push(once);
      }
    }
    for (const [index, site] of sites.entries()) {
      const { lhr, remoteEntries, ...result } = await summarizeRuns(runsOf[index], {
        describe: site.describe,
      });
      measured[index].lighthouseReports.set(`${page.page}-${profile}`, lhr);
      measured[index].results.push({
        page: page.page,
        path: page.path,
        profile,
        ...result,
        remoteEntries: checkRemoteEntries(
          remoteEntries,
          modulesOnPage(page),
          Object.fromEntries(remoteNames.map((name) => [name, ports[name]])),
        ),
      });
    }
  }
  return measured;
}

/**
 * INP of each interaction (inp.mjs) on each of `sites`, the sites taking turns: the median
 * over the runs, its spread, and where the median run's time went.
 */
async function measureInteractionsInTurns({ sites, cart }) {
  const results = [];
  for (const interaction of interactions) {
    const path = pages.find((p) => p.page === interaction.page).path;
    const runsOf = sites.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      for (const [index, site] of sites.entries()) {
        load.sample();
        const inp = await measureInteraction({
          url: site.origin + path,
          interaction,
          localStorage: interaction.withCart ? cart : undefined,
        });
        console.log(`▶ INP ${site.label} ${interaction.name} ${run + 1}/${runs}: ${inp.value} ms`);
        runsOf[index].push(inp);
      }
    }
    for (const [index, site] of sites.entries()) {
      const values = runsOf[index].map((inp) => inp.value);
      const spread = spreadOf(values);
      const median = [...runsOf[index]].sort((a, b) => a.value - b.value)[
        Math.floor(runsOf[index].length / 2)
      ];
      results.push({
        site: site.label,
        interaction: interaction.name,
        path,
        inpMs: spread.median,
        spread,
        median,
      });
    }
  }
  return results;
}

/** A monolith page that did not load its route's chunks did not render: its figures say nothing. */
function monolithRenderedItsModules(result, page) {
  const missing = modulesOnPage(page).filter(
    (moduleId) => !result.scripts.some((s) => s.url.includes(`/${moduleId.replace('/', '-')}.`)),
  );
  if (missing.length) {
    console.warn(`⚠ the monolith's ${page.path} did not load ${missing.join(', ')}`);
  }
  return missing;
}

async function main() {
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverageAtStart: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
  const buildTimes = options['no-build'] ? [] : buildEach(repoRoot);
  const manifests = readManifests();
  const sharedChunks = readSharedChunks();
  const fractions = new Map();
  /** `measure(code, map)` of an app's dist file, from its source map, once per file. */
  const fromSourceMap = (kind, app, file, measure) => {
    const key = `${kind}:${app}/${file}`;
    if (!fractions.has(key)) {
      const script = path.join(distOf(app), file);
      fractions.set(
        key,
        existsSync(`${script}.map`)
          ? measure(readFileSync(script, 'utf8'), JSON.parse(readFileSync(`${script}.map`, 'utf8')))
          : undefined,
      );
    }
    return fractions.get(key);
  };
  const site = {
    hostname: '127.0.0.1',
    appPorts: Object.fromEntries(apps.map((app) => [app, ports[app]])),
    sharedFiles: Object.fromEntries(
      apps.map((app) => [app, sharedChunkFiles(manifests[app], sharedChunks[app].files)]),
    ),
    // From each file's source map: which of its bytes the shared modules brought.
    sharedFractionOf: (app, file) =>
      fromSourceMap('shared', app, file, (code, map) =>
        sharedFraction(code, map, sharedChunks[app].sources),
      ),
    // Which of its bytes are Module Federation's own runtime (the host's main.js holds it).
    runtimeFractionOf: (app, file) =>
      fromSourceMap('runtime', app, file, federationRuntimeFraction),
    // Which of its bytes are i18next's and react-i18next's (the host's main.js holds them).
    translationFractionsOf: (app, file) =>
      fromSourceMap('translation', app, file, translationFractions),
  };

  console.log(
    `▶ serving the build at ${baseURL} (server-rendered), ${clientOnlyURL} (client-rendered) and the monolith at ${monolithURL}`,
  );
  load.sample();
  await startProductionSite();
  await startMonolith();
  startClientOnlySite();
  await startUncachedPageServer();
  const product = pages
    .find((p) => p.page === budgetPage)
    .path.split('/')
    .pop();
  const seeded = await fetch(`${baseURL}/api/catalogue/products/${product}`);
  if (!seeded.ok) throw new Error(`product ${product} is not in the demo data (${seeded.status})`);
  // One cart with a line for the cart and checkout pages, as a shopper's browser keeps it.
  const cart = await seedCart(baseURL, product);
  const storageOf = (page) => (page.withCart ? cart : undefined);
  for (const page of pages) {
    // Both profiles' photo widths (the two sites share the API and its photos).
    for (const profile of profiles) await warmUp(baseURL + page.path, storageOf(page), profile);
    await warmUp(monolithURL + page.path, storageOf(page));
  }
  await warmUp(clientOnlyURL + pages.find((p) => p.page === budgetPage).path);

  // The host server alone under load: the product page at 10 connections, from its page cache
  // and rendered anew for every request (issue 20), before any browser runs beside it.
  const productPath = pages.find((p) => p.page === budgetPage).path;
  console.log('▶ the host server under load (10 connections, 10 s each) …');
  const server = {
    cached: await measureServerLoad(pagesURL + productPath),
    uncached: await measureServerLoad(uncachedPagesURL + productPath),
  };
  console.log(
    `  cached ${server.cached.pagesPerSecond}/s (TTFB p95 ${server.cached.ttfbMs.p95} ms), uncached ${server.uncached.pagesPerSecond}/s (TTFB p95 ${server.uncached.ttfbMs.p95} ms)`,
  );

  const federatedSite = {
    origin: baseURL,
    label: 'federated',
    describe: (url) => describeScript(url, site),
  };
  const monolithSite = {
    origin: monolithURL,
    label: 'monolith',
    describe: (url) => ({ group: new URL(url).origin === monolithURL ? 'monolith' : 'other' }),
  };
  // Mobile: the federated site and the monolith in turns, page by page (issue 32).
  const [federatedMobile, monolith] = await measureInTurns({
    sites: [federatedSite, monolithSite],
    profile: 'mobile',
    storageOf,
  });
  // Desktop: the federated site (its budget is a score of 100 on every page).
  const [federatedDesktop] = await measureInTurns({
    sites: [federatedSite],
    profile: 'desktop',
    storageOf,
  });
  const federated = {
    results: [...federatedMobile.results, ...federatedDesktop.results],
    lighthouseReports: new Map([
      ...federatedMobile.lighthouseReports,
      ...federatedDesktop.lighthouseReports,
    ]),
  };
  // Today's client-rendered build of the same page, side by side (the budget page).
  const clientOnly = { results: [], lighthouseReports: new Map() };
  for (const profile of profiles) {
    const [measured] = await measureInTurns({
      sites: [
        { origin: clientOnlyURL, label: 'client-rendered', describe: federatedSite.describe },
      ],
      profile,
      storageOf,
      only: [budgetPage],
    });
    clientOnly.results.push(...measured.results);
    for (const [key, lhr] of measured.lighthouseReports) clientOnly.lighthouseReports.set(key, lhr);
  }
  // INP of the shopper's interactions, federated and monolith in turns.
  const interactionResults = await measureInteractionsInTurns({
    sites: [federatedSite, monolithSite],
    cart,
  });
  load.sample();
  stopProductionSite();

  const monolithResults = monolith.results.map((result) => ({
    ...result,
    missingModules: monolithRenderedItsModules(
      result,
      pages.find((p) => p.page === result.page),
    ),
  }));
  const federation = compareWithMonolith(federated.results, monolithResults);
  const results = federated.results.map((result) => ({
    ...result,
    // The monolith's figures of the same page and profile, measured in turns with these.
    monolithFigures: (({ performance, tbtMs, lcpMs, cls, spread }) => ({
      performance,
      tbtMs,
      lcpMs,
      cls,
      spread,
    }))(monolithResults.find((m) => m.page === result.page && m.profile === result.profile) ?? {}),
    federationOverhead:
      federation.find((f) => f.page === result.page && f.profile === result.profile)?.overhead ??
      null,
    federationOverheadBeyondRuntime:
      federation.find((f) => f.page === result.page && f.profile === result.profile)
        ?.overheadBeyondRuntime ?? null,
    // The translator's code on the page, by source map (ADR 0029).
    translationJsGzipBytes: translationGzipBytes(result.scripts),
  }));
  const machineLoad = load.summary();
  const budgets = checkBudgets(results, {
    budgetPage,
    pages: pages.map((p) => p.page),
    interactions: interactionResults.filter((r) => r.site === 'federated'),
    quiet: machineLoad.quietAtStart,
  });
  const withoutRunInfo = ({ lighthouseVersion: _v, browser: _b, ...result }) => result;
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { ...machine, load: machineLoad },
    lighthouseVersion: results[0].lighthouseVersion,
    browser: results[0].browser,
    runsPerPage: runs,
    gzipLevel,
    bytesPerKB: 1024,
    budgetPage,
    buildTimes,
    results: results.map(withoutRunInfo),
    monolith: monolithResults.map(withoutRunInfo),
    clientOnly: clientOnly.results.map(withoutRunInfo),
    interactions: interactionResults,
    server,
    federation,
    budgets,
  };
  const outDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'web.json'), `${JSON.stringify(report, null, 2)}\n`);
  // The full median reports, for a closer look (open them in the Lighthouse viewer).
  mkdirSync(path.join(outDir, 'lighthouse'), { recursive: true });
  for (const [prefix, { lighthouseReports }] of [
    ['', federated],
    ['monolith-', monolith],
    ['client-rendered-', clientOnly],
  ]) {
    for (const [name, lhr] of lighthouseReports) {
      writeFileSync(path.join(outDir, 'lighthouse', `${prefix}${name}.json`), JSON.stringify(lhr));
    }
  }
  const summary = markdownSummary(report);
  writeFileSync(path.join(outDir, 'web.md'), summary);
  console.log(`\n${summary}`);
  console.log('Written: bench/results/web.json, web.md and lighthouse/<page>-<profile>.json\n');
  for (const line of budgetLines(budgets)) console.log(line);

  const failed = budgets.filter((b) => !b.pass).length;
  if (failed && !options['no-fail']) {
    console.error(`\n✖ ${failed} budget(s) failed`);
    process.exitCode = 1;
  }
}

// An explicit exit: a browser connection left open must not keep the benchmark alive.
main()
  .catch((error) => {
    console.error(`\n✖ ${error.stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
