// `pnpm bench:web`: how fast the shop is for a shopper. Builds each app alone for production
// (timed), and the same site as one bundle without federation (bench/monolith); serves both as
// production does (the e2e harness: nginx + the API on PGlite, 127.0.0.1 only); runs
// Lighthouse on the home, a category, a product, the cart and checkout step 1 in the mobile
// and desktop profiles (the monolith in the mobile one); records which remotes' entries each
// page fetched; writes bench/results/web.{json,md} and checks the budgets.
//   --no-fail   report a failed budget without failing
//   --no-build  measure the builds already in */dist and bench/monolith/dist
//   --runs=N    Lighthouse runs per page and profile, the median kept (default 3)
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
import { gzipLevel, measurePage, openBrowsers, warmUp } from './bench-web/lighthouse-run.mjs';
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
// JS bytes do not depend on the profile; one profile of the monolith is enough to compare.
const monolithProfiles = ['mobile'];

const { values: options } = parseArgs({
  options: {
    'no-fail': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
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

/** Measures every page in `profileList` on one site; `describe` groups its scripts. */
async function measureSite({ origin, profileList, describe, storageOf, label, only }) {
  const results = [];
  const lighthouseReports = new Map();
  for (const page of pages.filter((p) => !only || only.includes(p.page))) {
    for (const profile of profileList) {
      process.stdout.write(`▶ Lighthouse ${label} ${page.path} ${profile} (${runs}×) … `);
      const measured = await measurePage({
        url: origin + page.path,
        profile,
        runs,
        describe,
        localStorage: storageOf(page),
      });
      console.log(`score ${measured.performance}`);
      const { lhr, remoteEntries, ...result } = measured;
      lighthouseReports.set(`${page.page}-${profile}`, lhr);
      results.push({
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
  return { results, lighthouseReports };
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
  await startProductionSite();
  startMonolith();
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
    await warmUp(baseURL + page.path, storageOf(page));
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

  const federated = await measureSite({
    origin: baseURL,
    profileList: profiles,
    describe: (url) => describeScript(url, site),
    storageOf,
    label: 'federated',
  });
  // Today's client-rendered build of the same pages, side by side (the budget page).
  const clientOnly = await measureSite({
    origin: clientOnlyURL,
    profileList: profiles,
    describe: (url) => describeScript(url, site),
    storageOf,
    label: 'client-rendered',
    only: [budgetPage],
  });
  const monolith = await measureSite({
    origin: monolithURL,
    profileList: monolithProfiles,
    describe: (url) => ({ group: new URL(url).origin === monolithURL ? 'monolith' : 'other' }),
    storageOf,
    label: 'monolith',
  });
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
    federationOverhead:
      federation.find((f) => f.page === result.page && f.profile === result.profile)?.overhead ??
      null,
    federationOverheadBeyondRuntime:
      federation.find((f) => f.page === result.page && f.profile === result.profile)
        ?.overheadBeyondRuntime ?? null,
    // The translator's code on the page, by source map (ADR 0029).
    translationJsGzipBytes: translationGzipBytes(result.scripts),
  }));
  const budgets = checkBudgets(results, { budgetPage, pages: pages.map((p) => p.page) });
  const withoutRunInfo = ({ lighthouseVersion: _v, browser: _b, ...result }) => result;
  const report = {
    measuredAt: new Date().toISOString(),
    machine,
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
