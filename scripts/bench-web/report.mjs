// The readable summary of a `pnpm bench:web` run (bench/results/web.md and the console).
import { KIB } from './budgets.mjs';

const kib = (bytes) => (bytes / KIB).toFixed(1);
const ms = (value) => Math.round(value).toLocaleString('en-US');
const sign = { '>=': '≥', '<=': '≤', '<': '<' };

function formatValue(value, unit) {
  if (value === null) return 'not measured';
  if (unit === 'bytes') return `${kib(value)} KB`;
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
}

/** One line per budget check: `PASS product mobile CLS: 0.001 (< 0.05)`. */
export function budgetLines(checks, page) {
  return checks.map((check) => {
    const actual = formatValue(check.actual, check.unit);
    const limit = formatValue(check.limit, check.unit);
    const by = check.compare === '>=' ? 'short' : 'over';
    const over =
      check.pass || check.over === null ? '' : `, ${formatValue(check.over, check.unit)} ${by}`;
    return `${check.pass ? 'PASS' : 'FAIL'} ${page} ${check.profile} ${check.label}: ${actual} (${sign[check.compare]} ${limit}${over})`;
  });
}

/** The results table, the budget lines and the measuring conditions, as Markdown. */
export function markdownSummary(report) {
  const header = [
    '| page | profile | score | LCP ms | TBT ms | CLS | host | account | checkout | product | giftcard | shared | JS total | served |',
    '| ---- | ------- | ----: | -----: | -----: | --: | ---: | ------: | -------: | ------: | -------: | -----: | -------: | -----: |',
  ];
  const rows = report.results.map((r) => {
    const js = r.jsGzipBytes;
    return `| \`${r.path}\` | ${r.profile} | ${r.performance} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} | ${kib(js.host)} | ${kib(js.account)} | ${kib(js.checkout)} | ${kib(js.product)} | ${kib(js.giftcard)} | ${kib(js.shared)} | **${kib(js.total)}** | ${kib(r.jsServedBytes)} |`;
  });
  return [
    `# Web speed (${report.measuredAt.slice(0, 10)})`,
    '',
    `Lighthouse ${report.lighthouseVersion}, ${report.browser}, ${report.runsPerPage} run(s) per page and profile (median).`,
    `JS columns: KB (1 KB = 1024 bytes) of JavaScript gzip (level ${report.gzipLevel}) per app; "served" is what the server actually sent.`,
    '',
    ...header,
    ...rows,
    '',
    `Budgets (${report.budgetPage} page):`,
    '',
    ...budgetLines(report.budgets, report.budgetPage).map((line) => `- ${line}`),
    '',
  ].join('\n');
}
