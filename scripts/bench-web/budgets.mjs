// The product page's speed budget. Checked by `pnpm bench:web` only, never by the tests: the
// figures depend on the machine and the build, a test must not.

export const KIB = 1024;

/**
 * Mobile performance is what the budget names; CLS and JS weight are checked in both profiles,
 * since a desktop layout can shift where the mobile one does not.
 * `metric` reads one page/profile result as written to bench/results/web.json.
 */
export const productPageBudgets = [
  {
    label: 'performance score',
    profiles: ['mobile'],
    metric: (result) => result.performance,
    compare: '>=',
    limit: 90,
    unit: '',
  },
  {
    label: 'CLS',
    profiles: ['mobile', 'desktop'],
    metric: (result) => result.cls,
    compare: '<',
    limit: 0.05,
    unit: '',
  },
  {
    label: 'total JS (gzip)',
    profiles: ['mobile', 'desktop'],
    metric: (result) => result.jsGzipBytes.total,
    compare: '<=',
    limit: 170 * KIB,
    unit: 'bytes',
  },
];

const comparisons = {
  '>=': (actual, limit) => actual >= limit,
  '<=': (actual, limit) => actual <= limit,
  '<': (actual, limit) => actual < limit,
};

/**
 * @param {{ page: string, profile: string }[]} results  every page/profile measured
 * @param {string} page  the page the budgets apply to
 * @returns {{ label: string, profile: string, actual: number|null, compare: string,
 *   limit: number, unit: string, pass: boolean, over: number|null }[]}
 *   `over` is how far past the limit a failing figure is (0 when it passes); a page/profile
 *   that was not measured fails, so a broken run cannot pass the budget by omission.
 */
export function checkBudgets(results, page = 'product', budgets = productPageBudgets) {
  return budgets.flatMap((budget) =>
    budget.profiles.map((profile) => {
      const result = results.find((r) => r.page === page && r.profile === profile);
      const actual = result ? budget.metric(result) : null;
      const measured = typeof actual === 'number' && Number.isFinite(actual);
      const pass = measured && comparisons[budget.compare](actual, budget.limit);
      return {
        label: budget.label,
        profile,
        actual: measured ? actual : null,
        compare: budget.compare,
        limit: budget.limit,
        unit: budget.unit,
        pass,
        over: measured ? (pass ? 0 : Math.abs(actual - budget.limit)) : null,
      };
    }),
  );
}
