// `pnpm bench:web`: how fast the shop is for a shopper. Builds for production, serves the build
// as production does (the e2e harness: nginx + the API on PGlite, 127.0.0.1 only), runs
// Lighthouse on the home, a category and a product page in the mobile and desktop profiles,
// writes bench/results/web.{json,md} and checks the product page's budget.
//   --no-fail   report a failed budget without failing
//   --no-build  measure the builds already in */dist
//   --runs=N    Lighthouse runs per page and profile, the median kept (default 3)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkBudgets } from './bench-web/budgets.mjs';
import { describeScript, sharedChunkFiles } from './bench-web/classify-scripts.mjs';
import { sharedFraction } from './bench-web/shared-fraction.mjs';
import { gzipLevel, measurePage, openBrowsers, warmUp } from './bench-web/lighthouse-run.mjs';
import {
  apps,
  baseURL,
  distOf,
  ports,
  readManifests,
  readSharedChunks,
  repoRoot,
  startProductionSite,
  stopProductionSite,
} from './bench-web/production-site.mjs';
import { budgetLines, markdownSummary } from './bench-web/report.mjs';

const pages = [
  { page: 'home', path: '/' },
  { page: 'category', path: '/c/boeketten' },
  { page: 'product', path: '/p/zonnig-boeket' },
];
const profiles = ['mobile', 'desktop'];
const budgetPage = 'product';

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

async function main() {
  if (!options['no-build']) {
    console.log('▶ production build: pnpm build');
    const build = spawnSync('pnpm build', { shell: true, stdio: 'inherit', cwd: repoRoot });
    if (build.status !== 0) throw new Error('pnpm build failed');
  }
  const manifests = readManifests();
  const sharedChunks = readSharedChunks();
  const fractions = new Map();
  const site = {
    hostname: '127.0.0.1',
    appPorts: Object.fromEntries(apps.map((app) => [app, ports[app]])),
    sharedFiles: Object.fromEntries(
      apps.map((app) => [app, sharedChunkFiles(manifests[app], sharedChunks[app].files)]),
    ),
    // From each file's source map: which of its bytes the shared modules brought.
    sharedFractionOf: (app, file) => {
      const key = `${app}/${file}`;
      if (!fractions.has(key)) {
        const script = path.join(distOf(app), file);
        fractions.set(
          key,
          existsSync(`${script}.map`)
            ? sharedFraction(
                readFileSync(script, 'utf8'),
                JSON.parse(readFileSync(`${script}.map`, 'utf8')),
                sharedChunks[app].sources,
              )
            : undefined,
        );
      }
      return fractions.get(key);
    },
  };

  console.log(`▶ serving the build at ${baseURL}`);
  await startProductionSite();
  const product = pages
    .find((p) => p.page === budgetPage)
    .path.split('/')
    .pop();
  const seeded = await fetch(`${baseURL}/api/catalogue/products/${product}`);
  if (!seeded.ok) throw new Error(`product ${product} is not in the demo data (${seeded.status})`);
  for (const { path: pagePath } of pages) await warmUp(baseURL + pagePath);

  const results = [];
  const lighthouseReports = new Map();
  for (const { page, path: pagePath } of pages) {
    for (const profile of profiles) {
      process.stdout.write(`▶ Lighthouse ${pagePath} ${profile} (${runs}×) … `);
      const measured = await measurePage({
        url: baseURL + pagePath,
        profile,
        runs,
        describe: (url) => describeScript(url, site),
      });
      console.log(`score ${measured.performance}`);
      const { lhr, ...result } = measured;
      lighthouseReports.set(`${page}-${profile}`, lhr);
      results.push({ page, path: pagePath, profile, ...result });
    }
  }
  stopProductionSite();

  const budgets = checkBudgets(results, budgetPage);
  const report = {
    measuredAt: new Date().toISOString(),
    lighthouseVersion: results[0].lighthouseVersion,
    browser: results[0].browser,
    runsPerPage: runs,
    gzipLevel,
    bytesPerKB: 1024,
    budgetPage,
    results: results.map(({ lighthouseVersion: _v, browser: _b, ...result }) => result),
    budgets,
  };
  const outDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'web.json'), `${JSON.stringify(report, null, 2)}\n`);
  // The full median reports, for a closer look (open them in the Lighthouse viewer).
  mkdirSync(path.join(outDir, 'lighthouse'), { recursive: true });
  for (const [name, lhr] of lighthouseReports) {
    writeFileSync(path.join(outDir, 'lighthouse', `${name}.json`), JSON.stringify(lhr));
  }
  const summary = markdownSummary(report);
  writeFileSync(path.join(outDir, 'web.md'), summary);
  console.log(`\n${summary}`);
  console.log('Written: bench/results/web.json, web.md and lighthouse/<page>-<profile>.json\n');
  for (const line of budgetLines(budgets, budgetPage)) console.log(line);

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
