// The readable summary of a `pnpm bench:api` run (bench/results/api.md, the console, and the
// API part of bench/REPORT.md).

const ceilingOf = (report) =>
  report.results.find((r) => r.scenario === 'bare Fastify (ceiling)') ?? report.results[0];

/** Each scenario beside the bare Fastify ceiling. */
export function apiTable(report) {
  const ceiling = ceilingOf(report).requestsPerSecond;
  return [
    '| scenario | requests | req/s | % of ceiling | p50 ms | p99 ms | non-2xx | errors | connections |',
    '| -------- | -------: | ----: | -----------: | -----: | -----: | ------: | -----: | ----------: |',
    ...report.results.map(
      (r) =>
        `| ${r.scenario} | ${r.requests} | ${r.requestsPerSecond} | ${Math.round((r.requestsPerSecond / ceiling) * 100)} % | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.non2xx} | ${r.errors} | ${r.connections ?? report.connections} |`,
    ),
  ];
}

export const apiConditions = (report) =>
  [
    `${report.machine.cpus} cores, Node ${report.machine.node}, ${report.database}, ${report.connections} connections`,
    report.readConnections
      ? ` (the ceiling and the product reads: ${report.readConnections}, each after a warm-up, taking turns in ${report.results[0].rounds ?? 1} slices; p50 and p99 of their worst slice)`
      : '',
    report.machine.loadAverageAtStart
      ? `, load average ${report.machine.loadAverageAtStart.join(' / ')} at start`
      : '',
    '; each add-to-cart and order from its own address.',
  ].join('');

/** One row from slices of the same scenario: their requests per second overall, worst p99. */
export function combineSlices(slices) {
  const requests = slices.reduce((sum, r) => sum + r.requests, 0);
  const durationS = slices.reduce((sum, r) => sum + r.durationS, 0);
  return {
    ...slices[0],
    requests,
    requestsPerSecond: Math.round(requests / durationS),
    latencyP50Ms: Math.max(...slices.map((r) => r.latencyP50Ms)),
    latencyP99Ms: Math.max(...slices.map((r) => r.latencyP99Ms)),
    non2xx: slices.reduce((sum, r) => sum + r.non2xx, 0),
    errors: slices.reduce((sum, r) => sum + r.errors, 0),
    durationS: Math.round(durationS * 10) / 10,
    rounds: slices.length,
  };
}

// ── Budgets of the catalogue read from memory (issue 23, ADR 0043) ──────────────────────────

/** The product read's share of the bare Fastify ceiling measured in the same run. */
const READ_SHARE_MIN = 0.5;
/** The product read's 99th percentile latency. */
const READ_P99_MAX_MS = 20;

/**
 * The cached product read against its budgets: at least half the ceiling's requests per
 * second, p99 at most 20 ms. None when the run lacks either figure.
 * @returns {{ label: string, pass: boolean, line: string }[]}
 */
export function apiBudgets(report) {
  const ceiling = report.results.find((r) => r.scenario === 'bare Fastify (ceiling)');
  const read = report.results.find((r) => r.scenario === 'product read');
  if (!ceiling || !read) return [];
  const share = read.requestsPerSecond / ceiling.requestsPerSecond;
  const at = `at ${read.connections ?? report.connections} connections`;
  const shareBudget = {
    label: 'API product read (from memory), share of the bare Fastify ceiling',
    pass: share >= READ_SHARE_MIN,
    detail: `${(share * 100).toFixed(1)} % (${read.requestsPerSecond} of ${ceiling.requestsPerSecond} req/s ${at}; ≥ ${READ_SHARE_MIN * 100} %)`,
  };
  const p99Budget = {
    label: 'API product read (from memory), p99 latency',
    pass: read.latencyP99Ms <= READ_P99_MAX_MS,
    detail: `${read.latencyP99Ms} ms ${at} (≤ ${READ_P99_MAX_MS} ms; the ceiling's own p99: ${ceiling.latencyP99Ms} ms)`,
  };
  return [shareBudget, p99Budget].map(({ label, pass, detail }) => ({
    label,
    pass,
    line: `${pass ? 'PASS' : 'FAIL'} ${label}: ${detail}`,
  }));
}

// ── Scale out: one API instance and two behind nginx ────────────────────────────────────────

/** Each scale-out scenario with one instance and with two, and what the second one bought. */
export function scaleOutTable(scaleOut) {
  const one = scaleOut.runs.find((r) => r.instances === 1);
  const two = scaleOut.runs.find((r) => r.instances === 2);
  if (!one || !two) return [];
  return [
    '| scenario | connections | req/s, 1 instance | req/s, 2 instances | 2 ÷ 1 | p99 ms, 1 | p99 ms, 2 | non-2xx, 1 / 2 | errors, 1 / 2 |',
    '| -------- | ----------: | ----------------: | -----------------: | ----: | --------: | --------: | -------------: | ------------: |',
    ...one.results.map((a) => {
      const b = two.results.find((r) => r.scenario === a.scenario);
      if (!b)
        return `| ${a.scenario} | ${a.connections} | ${a.requestsPerSecond} | – | – | ${a.latencyP99Ms} | – | – | – |`;
      return `| ${a.scenario} | ${a.connections} | ${a.requestsPerSecond} | ${b.requestsPerSecond} | ${(b.requestsPerSecond / a.requestsPerSecond).toFixed(2)} | ${a.latencyP99Ms} | ${b.latencyP99Ms} | ${a.non2xx} / ${b.non2xx} | ${a.errors} / ${b.errors} |`;
    }),
  ];
}

/** The scale-out section's text (without its heading), or a line saying it was not run. */
export function scaleOutSection(report) {
  if (!report.scaleOut) return ['Not measured in this run.'];
  return [
    'The same product read and order placement through nginx (round robin, keep-alive) to one',
    'API instance, then to two on the same database, each with its own catalogue cache kept',
    'current by the database’s change notices (ADR 0043). Everything runs on this one machine:',
    'the instances share its cores with nginx, PostgreSQL and the load generator, so the',
    'figures show that a second instance works and what it costs here, not what a second',
    'machine would buy.',
    '',
    ...scaleOutTable(report.scaleOut),
  ];
}

/** The whole of bench/results/api.md. */
export function apiSummary(report) {
  const budgets = apiBudgets(report);
  return [
    `# API load (${report.measuredAt.slice(0, 10)})`,
    '',
    apiConditions(report),
    '',
    ...(budgets.length ? [...budgets.map((b) => `- ${b.line}`), ''] : []),
    ...apiTable(report),
    '',
    ...raceSection(report),
    ...orderBudgets(report).map((budget) => `- ${budget.line}`),
    '',
    '## Scale out',
    '',
    ...scaleOutSection(report),
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
