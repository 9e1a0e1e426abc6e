// The readable summary of a `pnpm bench:api` run (bench/results/api.md, the console, and the
// API part of bench/REPORT.md).

/** Each scenario beside the bare Fastify ceiling (the first result). */
export function apiTable(report) {
  const ceiling = report.results[0].requestsPerSecond;
  return [
    '| scenario | requests | req/s | % of ceiling | p50 ms | p99 ms | non-2xx | errors |',
    '| -------- | -------: | ----: | -----------: | -----: | -----: | ------: | -----: |',
    ...report.results.map(
      (r) =>
        `| ${r.scenario} | ${r.requests} | ${r.requestsPerSecond} | ${Math.round((r.requestsPerSecond / ceiling) * 100)} % | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.non2xx} | ${r.errors} |`,
    ),
  ];
}

export const apiConditions = (report) =>
  `${report.machine.cpus} cores, Node ${report.machine.node}, ${report.database}, ${report.connections} connections; each request from its own address.`;

/** The whole of bench/results/api.md. */
export function apiSummary(report) {
  return [
    `# API load (${report.measuredAt.slice(0, 10)})`,
    '',
    apiConditions(report),
    '',
    ...apiTable(report),
    '',
    ...raceSection(report),
    ...orderBudgets(report).map((budget) => `- ${budget.line}`),
    '',
  ].join('\n');
}

// ── Orders: throughput and the race for the last items (issue 23, ADR 0044) ──────────────────

/** Orders a second the API must place on the benchmark's machine, with PostgreSQL. */
export const ORDERS_PER_SECOND_BUDGET = 200;

const raceHolds = (race) =>
  race.placed === race.stock &&
  race.soldOut === race.buyers - race.stock &&
  race.other === 0 &&
  race.finalStock === 0 &&
  race.lowestStockSeen >= 0 &&
  race.orderedItems === race.stock;

/** The order budgets as PASS/FAIL lines; the race only when the run raced. */
export function orderBudgets(report) {
  const budgets = [];
  const placement = report.results.find((r) => r.scenario === 'order placement');
  if (placement) {
    const rate = placement.requestsPerSecond;
    const pass = rate >= ORDERS_PER_SECOND_BUDGET && placement.non2xx === 0;
    const short = ORDERS_PER_SECOND_BUDGET - rate;
    budgets.push({
      pass,
      line: `${pass ? 'PASS' : 'FAIL'} order placement ≥ ${ORDERS_PER_SECOND_BUDGET} orders/s: ${rate} orders/s (p99 ${placement.latencyP99Ms} ms${short > 0 ? `, ${short} short` : ''}${placement.non2xx ? `, ${placement.non2xx} not placed` : ''})`,
    });
  }
  const { race } = report;
  if (race) {
    const pass = raceHolds(race);
    budgets.push({
      pass,
      line: `${pass ? 'PASS' : 'FAIL'} last items race: ${race.buyers} buyers for ${race.stock} items: ${race.placed} orders (exactly ${race.stock}), ${race.soldOut} sold-out answers (${race.buyers - race.stock}), ${race.other} other answers; stock ${race.finalStock} at the end, lowest seen ${race.lowestStockSeen} (never below 0)`,
    });
  }
  return budgets;
}

/** The race's figures, for the API section. */
export function raceSection(report) {
  const { race } = report;
  if (!race) return [];
  return [
    `Last items race: ${race.buyers} buyers, each with one item in the cart, place their orders at once while ${race.stock} are left; the stock was read ${race.stockReads} times meanwhile.`,
    '',
    '| buyers | items left | orders | sold out | other answers | items ordered | stock after | lowest stock seen |',
    '| -----: | ---------: | -----: | -------: | ------------: | ------------: | ----------: | ----------------: |',
    `| ${race.buyers} | ${race.stock} | ${race.placed} | ${race.soldOut} | ${race.other} | ${race.orderedItems} | ${race.finalStock} | ${race.lowestStockSeen} |`,
    '',
  ];
}
