// The readable summary of a `pnpm bench:web` run (bench/results/web.md, the console, and the
// web part of bench/REPORT.md).
import { KIB } from './budgets.mjs';
import { scriptName } from './long-tasks.mjs';

export const kib = (bytes) => (bytes / KIB).toFixed(1);
const ms = (value) => (Math.round(value) || 0).toLocaleString('en-US');
const percent = (ratio) => `${ratio >= 0 ? '+' : '−'}${Math.abs(ratio * 100).toFixed(1)} %`;
const sign = { '>=': '≥', '<=': '≤', '<': '<' };

function formatValue(value, unit) {
  if (value === null) return 'not measured';
  if (unit === 'yes') return value >= 1 ? 'yes' : 'no';
  if (unit === 'points') return `${value} point${Math.abs(value) === 1 ? '' : 's'}`;
  if (unit === 'bytes') return `${kib(value)} KB`;
  if (unit === 'ratio') return `${(value * 100).toFixed(1)} %`;
  if (unit === 'ms') return `${ms(value)} ms`;
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
}

/** One line per budget check: `PASS product mobile CLS: 0.001 (< 0.05)`. */
export function budgetLines(checks) {
  return checks.map((check) => {
    const actual = formatValue(check.actual, check.unit);
    const limit = formatValue(check.limit, check.unit);
    const by = check.compare === '>=' ? 'short' : 'over';
    const over =
      check.pass || check.over === null || check.unit === 'yes'
        ? ''
        : `, ${formatValue(check.over, check.unit)} ${by}`;
    const detail = check.detail ? `: ${check.detail}` : '';
    const verdict = check.notJudged ? 'N/A' : check.pass ? 'PASS' : 'FAIL';
    const why = check.notJudged ? `; not judged: ${check.notJudged}` : '';
    return `${verdict} ${check.page} ${check.profile} ${check.label}: ${actual}${detail} (${sign[check.compare]} ${limit}${over}${why})`;
  });
}

/** Lighthouse figures and JS per app, per page and profile. */
function resultsTable(report) {
  const rows = report.results.map((r) => {
    const js = r.jsGzipBytes;
    return `| \`${r.path}\` | ${r.profile} | ${r.performance} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} | ${kib(js.host)} | ${kib(js.account)} | ${kib(js.checkout)} | ${kib(js.product)} | ${kib(js.giftcard)} | ${kib(js.shared)} | **${kib(js.total)}** | ${kib(r.jsServedBytes)} |`;
  });
  return [
    '| page | profile | score | LCP ms | TBT ms | CLS | host | account | checkout | product | giftcard | shared | JS total | served |',
    '| ---- | ------- | ----: | -----: | -----: | --: | ---: | ------: | -------: | ------: | -------: | -----: | -------: | -----: |',
    ...rows,
  ];
}

/** Federated against the monolith build, per page (the profiles the monolith was measured in). */
function federationTable(report) {
  return [
    '| page | profile | federated JS | monolith JS | federation overhead | federation runtime | of it in remoteEntry.js | overhead beyond the runtime | score federated | score monolith | LCP ms federated | LCP ms monolith |',
    '| ---- | ------- | -----------: | ----------: | ------------------: | -----------------: | ----------------------: | --------------------------: | --------------: | -------------: | ---------------: | --------------: |',
    ...report.federation.map(
      (f) =>
        `| \`${f.path}\` | ${f.profile} | ${kib(f.federatedJsGzipBytes)} | ${kib(f.monolithJsGzipBytes)} | **${f.overhead === null ? '–' : percent(f.overhead)}** | ${kib(f.federationRuntimeJsGzipBytes ?? 0)} | ${kib(f.remoteEntryJsGzipBytes ?? 0)} | ${f.overheadBeyondRuntime == null ? '–' : percent(f.overheadBeyondRuntime)} | ${f.federatedPerformance} | ${f.monolithPerformance} | ${ms(f.federatedLcpMs)} | ${ms(f.monolithLcpMs)} |`,
    ),
  ];
}

/**
 * i18next and react-i18next on each page, and their share of its JS: the mobile profile only,
 * a page's JS bytes are the same in every profile.
 */
function translationTable(report) {
  const rows = report.results.filter((r) => r.profile === 'mobile' && r.translationJsGzipBytes);
  if (!rows.length) return ['Not measured in this run.'];
  return [
    '| page | i18next KB | react-i18next KB | together KB | share of the JS total |',
    '| ---- | ---------: | ---------------: | ----------: | -------------------: |',
    ...rows.map(({ path, jsGzipBytes, translationJsGzipBytes: t }) => {
      const together = t.i18next + t.reactI18next;
      const share =
        jsGzipBytes.total > 0 ? `${((together / jsGzipBytes.total) * 100).toFixed(1)} %` : '–';
      return `| \`${path}\` | ${kib(t.i18next)} | ${kib(t.reactI18next)} | **${kib(together)}** | ${share} |`;
    }),
  ];
}

/** Which remotes' entries each page fetched, against those whose modules it shows. */
function remoteEntriesTable(report) {
  const list = (names) => (names.length ? names.join(', ') : '–');
  return [
    '| page | profile | remotes the page shows | remote entries requested | not needed |',
    '| ---- | ------- | ---------------------- | ------------------------ | ---------- |',
    ...report.results.map(
      ({ path, profile, remoteEntries: e }) =>
        `| \`${path}\` | ${profile} | ${list(e.needed)} | ${list(e.requested)} | ${e.unexpected.length ? `**${list(e.unexpected)}**` : 'none'} |`,
    ),
  ];
}

function buildTimesTable(report) {
  if (!report.buildTimes?.length) return ['Not measured in this run (`--no-build`).'];
  return [
    '| build | command | seconds |',
    '| ----- | ------- | ------: |',
    ...report.buildTimes.map((b) => `| ${b.app} | \`${b.command}\` | ${b.seconds.toFixed(1)} |`),
  ];
}

/** The budget page server-rendered against the same build rendered in the browser only. */
function renderingTable(report) {
  const rows = (report.clientOnly ?? []).flatMap((client) => {
    const server = report.results.find(
      (r) => r.page === client.page && r.profile === client.profile,
    );
    if (!server) return [];
    return [
      `| \`${client.path}\` | ${client.profile} | ${server.performance} | ${client.performance} | ${ms(server.lcpMs)} | ${ms(client.lcpMs)} | ${ms(server.tbtMs)} | ${ms(client.tbtMs)} | ${server.cls.toFixed(3)} | ${client.cls.toFixed(3)} | ${server.seo ?? '–'} | ${client.seo ?? '–'} |`,
    ];
  });
  return [
    '| page | profile | score server | score client | LCP ms server | LCP ms client | TBT ms server | TBT ms client | CLS server | CLS client | SEO server | SEO client |',
    '| ---- | ------- | -----------: | -----------: | ------------: | ------------: | ------------: | ------------: | ---------: | ---------: | ---------: | ---------: |',
    ...rows,
  ];
}

/** `median (min–max)` of a figure over the runs. */
const spreadText = (spread, format = ms) =>
  spread ? `${format(spread.median)} (${format(spread.min)}–${format(spread.max)})` : '–';

/** The federated site against the monolith, both served alike, measured in turns. */
function turnsTable(report) {
  const rows = report.results
    .filter((r) => r.profile === 'mobile' && r.monolithFigures?.spread)
    .map((r) => {
      const m = r.monolithFigures;
      return `| \`${r.path}\` | ${spreadText(r.spread.performance, String)} | ${spreadText(m.spread.performance, String)} | **${ms(r.tbtMs)}** (${ms(r.spread.tbtMs.min)}–${ms(r.spread.tbtMs.max)}) | **${ms(m.tbtMs)}** (${ms(m.spread.tbtMs.min)}–${ms(m.spread.tbtMs.max)}) | ${spreadText(r.spread.lcpMs)} | ${spreadText(m.spread.lcpMs)} | ${r.cls.toFixed(3)} | ${m.cls.toFixed(3)} |`;
    });
  return rows.length
    ? [
        '| page | score federated | score monolith | TBT ms federated | TBT ms monolith | LCP ms federated | LCP ms monolith | CLS federated | CLS monolith |',
        '| ---- | --------------: | -------------: | ---------------: | --------------: | ---------------: | --------------: | ------------: | -----------: |',
        ...rows,
      ]
    : ['Not measured in this run.'];
}

/** What each page's long tasks were (the median run's), federated and monolith. */
function longTasksTable(report) {
  const kinds = [
    'HTML parsing',
    'styles and layout',
    'evaluation',
    'federation start',
    'translations',
    'hydration',
    'other',
  ];
  const row = (site, r) => {
    const summary = r.longTaskSummary;
    if (!summary) return [];
    return [
      `| \`${r.path}\` | ${r.profile} | ${site} | ${summary.count} | **${ms(summary.blockingMs)}** | ${kinds.map((kind) => (summary.byKind[kind] ? ms(summary.byKind[kind]) : '–')).join(' | ')} |`,
    ];
  };
  const rows = report.results.flatMap((r) => {
    const single = (report.monolith ?? []).find(
      (m) => m.page === r.page && m.profile === r.profile,
    );
    return [...row('federated', r), ...(single ? row('monolith', single) : [])];
  });
  return rows.length
    ? [
        `| page | profile | site | long tasks | blocking ms | ${kinds.join(' | ')} |`,
        `| ---- | ------- | ---- | ---------: | ----------: | ${kinds.map(() => '--:').join(' | ')} |`,
        ...rows,
      ]
    : ['Not measured in this run.'];
}

/** The longest tasks of the budget page (mobile, the median run): who ran them and what. */
function longestTasksTable(report) {
  const product = report.results.find(
    (r) => r.page === report.budgetPage && r.profile === 'mobile',
  );
  const single = (report.monolith ?? []).find(
    (m) => m.page === report.budgetPage && m.profile === 'mobile',
  );
  const rows = [
    ...(product?.longTasks ?? []).map((task) => ['federated', task]),
    ...(single?.longTasks ?? []).map((task) => ['monolith', task]),
  ].map(
    ([site, task]) =>
      `| ${site} | ${ms(task.startMs)} | ${ms(task.durationMs)} | ${ms(task.blockingMs)} | \`${scriptName(task.url)}\` | ${task.kind} | ${task.phases.map((phase) => phase.replace('shop:', '')).join(', ') || '–'} |`,
  );
  return rows.length
    ? [
        '| site | starts at ms | lasts ms | blocks ms | script | what | during |',
        '| ---- | -----------: | -------: | --------: | ------ | ---- | ------ |',
        ...rows,
      ]
    : ['Not measured in this run.'];
}

/** INP per interaction, federated and monolith in turns. */
function interactionsTable(report) {
  const federated = (report.interactions ?? []).filter((r) => r.site === 'federated');
  if (!federated.length) return ['Not measured in this run.'];
  const rows = federated.map((f) => {
    const m = report.interactions.find(
      (r) => r.site === 'monolith' && r.interaction === f.interaction,
    );
    const parts = (median) =>
      median && !median.belowFloor
        ? `${ms(median.inputDelay)} / ${ms(median.processing)} / ${ms(median.presentation)}`
        : '–';
    return `| ${f.interaction} | \`${f.path}\` | **${ms(f.inpMs)}** (${ms(f.spread.min)}–${ms(f.spread.max)}) | ${m ? `**${ms(m.inpMs)}** (${ms(m.spread.min)}–${ms(m.spread.max)})` : '–'} | ${parts(f.median)} | ${parts(m?.median)} |`;
  });
  return [
    '| interaction | page | INP ms federated | INP ms monolith | federated: input delay / processing / presentation ms | monolith: the same |',
    '| ----------- | ---- | ---------------: | --------------: | ---------------------------------------------------- | ------------------ |',
    ...rows,
  ];
}

/** How busy the machine was: the one-minute load average at the start, over the runs, at the end. */
export function loadLine(load) {
  if (!load?.samples) return 'Machine load: not recorded.';
  const d = load.duringRuns;
  return `Machine load (one-minute load average, ${load.samples} samples, one before each run): ${load.atStart} at the start (${load.quietAtStart ? 'quiet' : 'busy'}), ${d.median} median over the runs (${d.min}–${d.max}), ${load.atEnd} at the end.`;
}

/** The host server alone under load. */
function serverTable(report) {
  const row = (label, run) =>
    `| ${label} | ${run.connections} | ${run.pagesPerSecond} | ${run.ttfbMs.p50} | ${run.ttfbMs.p95} | ${run.ttfbMs.p99} | ${run.requests} | ${run.failures} |`;
  return report.server
    ? [
        '| product page | connections | pages/s | TTFB p50 ms | TTFB p95 ms | TTFB p99 ms | pages | failures |',
        '| ------------ | ----------: | ------: | ----------: | ----------: | ----------: | ----: | -------: |',
        row('from the page cache', report.server.cached),
        row('rendered for each request', report.server.uncached),
      ]
    : ['Not measured in this run.'];
}

/**
 * The web figures as Markdown sections, headed at `level` (## in web.md, ### in REPORT.md).
 */
export function webSections(report, level = '##') {
  return [
    `Lighthouse ${report.lighthouseVersion}, ${report.browser}, ${report.runsPerPage} run(s) per page and profile, each figure the median of the runs.`,
    `JS columns: KB (1 KB = 1024 bytes) of JavaScript gzip (level ${report.gzipLevel}) per app; "served" is what the server actually sent.`,
    loadLine(report.machine?.load),
    '',
    ...resultsTable(report),
    '',
    `${level} Federated against the monolith, in turns`,
    '',
    'The same pages built as one bundle (`bench/monolith`) and served the way the real site is:',
    'nginx with the same config, rendered on the server by the host server built with the',
    "remotes' modules inside, the same stylesheets and data. The two sites take turns, run by run",
    `(A, B, A, B…, ${report.runsPerPage} each), so that what else the machine does weighs on both;`,
    'Lighthouse mobile profile; median (smallest–largest) over the runs.',
    '',
    ...turnsTable(report),
    '',
    `${level} Long tasks`,
    '',
    'The tasks that blocked the main thread for over 50 ms while the page loaded, from the trace',
    "of the median run, with Lighthouse's CPU slowdown applied (4× mobile): their count, the",
    'blocking time (each task beyond 50 ms) and what it went to. *HTML parsing*, *styles and',
    'layout* by where the time went; *hydration*, *federation start*, *translations* by the',
    "host's start-up phases (User Timing `shop:*`) a task belongs to; *evaluation* is running",
    "scripts otherwise (the shared modules, a remote's chunk).",
    '',
    ...longTasksTable(report),
    '',
    `The budget page's long tasks (mobile, the median run of each site):`,
    '',
    ...longestTasksTable(report),
    '',
    `${level} Interaction to Next Paint`,
    '',
    "A shopper's interactions, each on a freshly loaded page once it has hydrated and the",
    'network is quiet, in Chromium driven by Playwright with the CPU slowed down 4× (DevTools',
    'protocol); INP as web-vitals reports it (16 ms: quicker than the browser reports). Federated',
    'and monolith in turns; median (smallest–largest) over the runs.',
    '',
    ...interactionsTable(report),
    '',
    `${level} Rendered on the server against rendered in the browser`,
    '',
    'The same build served two ways in the same run (ADR 0033): through the host server, which',
    "renders the page with the remotes' server builds, and without it (nginx answers the",
    'client-rendered `index.html`, as before issue 20).',
    '',
    ...renderingTable(report),
    '',
    `${level} The host server under load`,
    '',
    'The product page from the host server directly (no nginx), 10 connections for 10 s each,',
    'every connection asking again as soon as its page has arrived: from the in-process page',
    'cache, and from a second host server without it (every request renders). TTFB is the time',
    "to the first byte of the page's body.",
    '',
    ...serverTable(report),
    '',
    `${level} Federation against one bundle`,
    '',
    'The same pages built as one webpack bundle without Module Federation (`bench/monolith`: the',
    "host's shell with the remotes' exposed modules as lazy route chunks), served the same way,",
    'with the same API. Overhead = (federated JS − monolith JS) / monolith JS. The federation',
    "runtime is Module Federation's own code on the page: each `remoteEntry.js` and the runtime",
    "in the host's `main.js` (by its source map); the overhead beyond it is what federation costs",
    'besides (ADR 0022).',
    '',
    ...federationTable(report),
    '',
    `${level} Translation libraries`,
    '',
    "The i18next and react-i18next code on the page, by source map: the price of the stack's",
    'translator (ADR 0029). react-i18next counts with what it bundles (html-parse-stringify,',
    'use-sync-external-store). KB of JavaScript gzip, as above; the mobile profile only, as the',
    'bytes do not depend on the profile.',
    '',
    ...translationTable(report),
    '',
    `${level} Remote entries per page`,
    '',
    "A remote's `mf-manifest.json` or `remoteEntry.js` fetched by a page that shows none of its",
    "modules (the host's route table, the header's widgets and the page's own widgets), in any run.",
    '',
    ...remoteEntriesTable(report),
    '',
    `${level} Build times`,
    '',
    'Each app built alone for production, one after the other.',
    '',
    ...buildTimesTable(report),
    '',
  ];
}

/** The whole of bench/results/web.md. */
export function markdownSummary(report) {
  return [
    `# Web speed (${report.measuredAt.slice(0, 10)})`,
    '',
    ...webSections(report),
    '## Budgets',
    '',
    ...budgetLines(report.budgets).map((line) => `- ${line}`),
    '',
  ].join('\n');
}
