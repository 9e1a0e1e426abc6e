// The speed budgets (issues 4 and 8). Checked by `pnpm bench:web` and `pnpm bench` only, never
// by the tests: the figures depend on the machine and the build, a test must not.

export const KIB = 1024;

/**
 * Issue 20's budgets on the server-rendered product page: Lighthouse mobile performance ≥ 98
 * and desktop 100, mobile LCP ≤ 1.5 s and TBT ≤ 150 ms, CLS ≤ 0.02 in both profiles, SEO 100 on
 * home, category and product. JS weight (issue 19) in both profiles. Federation's cost is the
 * product page's JS beyond Module Federation's own runtime over the same page built as one bundle
 * (bench/monolith), mobile (ADR 0022). No remote's entry may be fetched on a page that shows none
 * of its modules.
 * `pages` is 'budget' (the budget page, the product page), 'every' (every measured page) or a list;
 * `metric` reads one page/profile result as written to bench/results/web.json, `detail` says
 * what a figure is made of.
 */
export const webBudgets = [
  {
    label: 'performance score',
    pages: 'budget',
    profiles: ['mobile'],
    metric: (result) => result.performance,
    compare: '>=',
    limit: 98,
    unit: '',
  },
  {
    label: 'performance score',
    pages: 'budget',
    profiles: ['desktop'],
    metric: (result) => result.performance,
    compare: '>=',
    limit: 100,
    unit: '',
  },
  {
    label: 'LCP',
    pages: 'budget',
    profiles: ['mobile'],
    metric: (result) => result.lcpMs,
    compare: '<=',
    limit: 1500,
    unit: 'ms',
  },
  {
    label: 'TBT',
    pages: 'budget',
    profiles: ['mobile'],
    metric: (result) => result.tbtMs,
    compare: '<=',
    limit: 150,
    unit: 'ms',
  },
  {
    label: 'CLS',
    pages: 'budget',
    profiles: ['mobile', 'desktop'],
    metric: (result) => result.cls,
    compare: '<=',
    limit: 0.02,
    unit: '',
  },
  {
    label: 'SEO score',
    pages: ['home', 'category', 'product'],
    profiles: ['mobile'],
    metric: (result) => result.seo,
    compare: '>=',
    limit: 100,
    unit: '',
  },
  {
    label: 'total JS (gzip)',
    pages: 'budget',
    profiles: ['mobile', 'desktop'],
    metric: (result) => result.jsGzipBytes.total,
    compare: '<=',
    limit: 170 * KIB,
    unit: 'bytes',
  },
  {
    label: 'federation overhead beyond its runtime (JS over the monolith)',
    pages: 'budget',
    profiles: ['mobile'],
    metric: (result) => result.federationOverheadBeyondRuntime,
    compare: '<=',
    limit: 0.05,
    unit: 'ratio',
  },
  {
    label: 'remote entries not needed by the page',
    pages: 'every',
    profiles: ['mobile', 'desktop'],
    metric: (result) => result.remoteEntries?.unexpected.length,
    detail: (result) => result.remoteEntries?.unexpected.join(', '),
    compare: '<=',
    limit: 0,
    unit: 'count',
  },
];

const comparisons = {
  '>=': (actual, limit) => actual >= limit,
  '<=': (actual, limit) => actual <= limit,
  '<': (actual, limit) => actual < limit,
};

/**
 * @param {{ page: string, profile: string }[]} results  every page/profile measured
 * @param {object} [options]
 * @param {string} [options.budgetPage]  the page the 'budget' budgets apply to
 * @param {string[]} [options.pages]     the pages the 'every' budgets apply to
 * @param {typeof webBudgets} [options.budgets]
 * @returns {{ label: string, page: string, profile: string, actual: number|null,
 *   detail?: string, compare: string, limit: number, unit: string, pass: boolean,
 *   over: number|null }[]}
 *   `over` is how far past the limit a failing figure is (0 when it passes); a page/profile
 *   that was not measured fails, so a broken run cannot pass the budget by omission.
 */
export function checkBudgets(
  results,
  { budgetPage = 'product', pages = [budgetPage], budgets = webBudgets } = {},
) {
  return budgets.flatMap((budget) =>
    (budget.pages === 'every'
      ? pages
      : Array.isArray(budget.pages)
        ? budget.pages
        : [budgetPage]
    ).flatMap((page) =>
      budget.profiles.map((profile) => {
        const result = results.find((r) => r.page === page && r.profile === profile);
        const actual = result ? budget.metric(result) : null;
        const measured = typeof actual === 'number' && Number.isFinite(actual);
        const pass = measured && comparisons[budget.compare](actual, budget.limit);
        const detail = result && budget.detail ? budget.detail(result) : '';
        return {
          label: budget.label,
          page,
          profile,
          actual: measured ? actual : null,
          ...(detail ? { detail } : {}),
          compare: budget.compare,
          limit: budget.limit,
          unit: budget.unit,
          pass,
          over: measured ? (pass ? 0 : Math.abs(actual - budget.limit)) : null,
        };
      }),
    ),
  );
}
