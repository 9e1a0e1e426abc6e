// bench/REPORT.md: what `pnpm bench` found, from bench/results/web.json and api.json.
import {
  apiBudgets,
  apiConditions,
  apiTable,
  orderBudgets,
  raceSection,
  scaleOutSection,
} from '../bench-api/report.mjs';
import { budgetLines, webSections } from '../bench-web/report.mjs';

/** The API run passes when every read and order was answered with a success. */
export function apiCheck(api) {
  const failed = api.results.filter(
    (r) => r.scenario !== 'add to cart' && (r.non2xx > 0 || r.errors > 0),
  );
  return {
    pass: failed.length === 0,
    line: failed.length
      ? `FAIL API: requests failed in ${failed.map((r) => r.scenario).join(', ')}`
      : 'PASS API: every product read and order answered with a success',
  };
}

function machineLine(web, api) {
  const { cpus, cpuModel, node, loadAverageAtStart } = web.machine;
  const load = loadAverageAtStart
    ? `, load average ${loadAverageAtStart.join(' / ')} at start`
    : '';
  const apiNode = api && api.machine.node !== node ? ` (API run: Node ${api.machine.node})` : '';
  return `${cpus} cores (${cpuModel}), Node ${node}${apiNode}${load}.`;
}

/** The host server's product page beside the API's product read of the same run. */
function serverBesideApi(web, api) {
  const read = api?.results.find((r) => r.scenario === 'product read');
  if (!web.server || !read) return [];
  const { cached, uncached } = web.server;
  return [
    `For comparison, the API's product read (the data behind that page) answered ${read.requestsPerSecond} requests/s (p99 ${read.latencyP99Ms} ms) in the API run below; the host server served ${cached.pagesPerSecond} product pages/s from its cache and rendered ${uncached.pagesPerSecond} pages/s anew.`,
    '',
  ];
}

/**
 * @param {object} web  bench/results/web.json
 * @param {object | null} api  bench/results/api.json, or null when the API run was skipped
 * @returns {string} the whole of bench/REPORT.md
 */
export function fullReport(web, api) {
  const budgets = budgetLines(web.budgets);
  const apiResult = api ? apiCheck(api) : null;
  const readBudgets = api ? apiBudgets(api) : [];
  const orders = api ? orderBudgets(api) : [];
  const failed =
    web.budgets.filter((b) => !b.pass).length +
    (apiResult?.pass === false ? 1 : 0) +
    readBudgets.filter((b) => !b.pass).length +
    orders.filter((b) => !b.pass).length;
  return [
    '# Benchmark report',
    '',
    `Written by \`pnpm bench\` on ${web.measuredAt.slice(0, 10)} (web figures of ${web.measuredAt.slice(11, 16)} UTC${api ? `, API figures of ${api.measuredAt.slice(11, 16)} UTC` : ''}).`,
    `Machine: ${machineLine(web, api)}`,
    'The figures depend on the machine and on what else runs on it: compare runs of one machine.',
    '',
    `## Budgets: ${failed ? `${failed} failed` : 'all pass'}`,
    '',
    ...budgets.map((line) => `- ${line}`),
    ...(apiResult ? [`- ${apiResult.line}`] : []),
    ...readBudgets.map((b) => `- ${b.line}`),
    ...orders.map((budget) => `- ${budget.line}`),
    '',
    '## Web',
    '',
    ...webSections(web, '###'),
    ...serverBesideApi(web, api),
    '## API',
    '',
    ...(api
      ? [
          apiConditions(api),
          'The bare Fastify answers a small JSON body and nothing else: the ceiling of the',
          "framework on this machine, not a target for the shop's routes.",
          '',
          ...apiTable(api),
          '',
          ...raceSection(api),
          '### Scale out',
          '',
          ...scaleOutSection(api),
        ]
      : ['Not measured in this run.']),
    '',
    '## How to reproduce',
    '',
    '```sh',
    'pnpm install',
    'pnpm bench             # build each app alone, serve, Lighthouse, API load, this report',
    'pnpm bench --no-fail   # the same, exit 0 when a budget fails',
    'pnpm bench --runs=1    # one run per page, profile and interaction on each side instead of five',
    '```',
    '',
    `Needs nginx, Debian's \`/usr/bin/chromium\` (or \`CHROMIUM_PATH\`) and PostgreSQL`,
    '(`DATABASE_URL`, or the local one on 127.0.0.1:5432). `E2E_PORT_BASE` moves the ports the',
    "site is served on (default 4300–4310), so a run does not collide with another checkout's.",
    'Raw figures: `bench/results/web.json`, `api.json` and the Lighthouse reports in',
    '`bench/results/lighthouse/` (not committed).',
    '',
  ].join('\n');
}
