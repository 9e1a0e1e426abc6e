import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiCheck, fullReport } from './report.mjs';
import { orderBudgets } from '../bench-api/report.mjs';

const js = { host: 35 * 1024, account: 0, checkout: 11 * 1024, product: 19 * 1024, giftcard: 0 };
const result = (page, profile) => ({
  page,
  path: page === 'home' ? '/' : `/${page}`,
  profile,
  performance: 94,
  lcpMs: 2714.4,
  tbtMs: 148,
  cls: 0.004,
  jsGzipBytes: { ...js, shared: 95 * 1024, total: 160 * 1024 },
  jsServedBytes: 164 * 1024,
  remoteEntries: { needed: ['checkout', 'product'], requested: ['product'], unexpected: [] },
  translationJsGzipBytes: { i18next: 13.5 * 1024, reactI18next: 5.6 * 1024 },
});
const web = {
  measuredAt: '2026-11-24T10:00:00.000Z',
  machine: { cpus: 2, cpuModel: 'Test CPU', node: 'v20.20.2', loadAverageAtStart: [1, 2, 3] },
  lighthouseVersion: '12.8.2',
  browser: 'HeadlessChrome/140',
  runsPerPage: 3,
  gzipLevel: 6,
  budgetPage: 'product',
  buildTimes: [{ app: 'product', command: 'pnpm --filter @shop/mfe-product build', seconds: 12.3 }],
  results: [result('home', 'mobile')],
  federation: [
    {
      page: 'home',
      path: '/',
      profile: 'mobile',
      federatedJsGzipBytes: 160 * 1024,
      monolithJsGzipBytes: 128 * 1024,
      overhead: 0.25,
      remoteEntryJsGzipBytes: 18 * 1024,
      federationRuntimeJsGzipBytes: 40 * 1024,
      overheadBeyondRuntime: -0.0625,
      federatedPerformance: 94,
      monolithPerformance: 97,
      federatedLcpMs: 2714,
      monolithLcpMs: 2300,
    },
  ],
  budgets: [
    {
      label: 'federation overhead (JS over the monolith)',
      page: 'product',
      profile: 'mobile',
      actual: 0.25,
      compare: '<=',
      limit: 0.1,
      unit: 'ratio',
      pass: false,
      over: 0.15,
    },
  ],
};
const api = {
  measuredAt: '2026-11-24T10:20:00.000Z',
  machine: { cpus: 2, node: 'v20.20.2' },
  database: 'PostgreSQL',
  connections: 10,
  results: [
    { scenario: 'bare Fastify (ceiling)', requests: 700000, requestsPerSecond: 70000 },
    { scenario: 'product read', requests: 11000, requestsPerSecond: 1100 },
    // Over the order budget (200/s): the fixture's failed budgets are the web's and the read's.
    { scenario: 'order placement', requests: 600, requestsPerSecond: 240, non2xx: 0, errors: 0 },
  ].map((r) => ({ latencyP50Ms: 1, latencyP99Ms: 2, non2xx: 0, errors: 0, ...r })),
};

test('the report gives the date, the machine, every budget and every section', () => {
  const report = fullReport(web, api);
  assert.match(report, /on 2026-11-24/);
  assert.match(report, /2 cores \(Test CPU\), Node v20\.20\.2, load average 1 \/ 2 \/ 3/);
  // The web budget and the product read's two (1,100 of 70,000 req/s; p99 2 ms passes).
  assert.match(report, /## Budgets: 2 failed/);
  assert.match(
    report,
    /- FAIL API product read \(from memory\), share of the bare Fastify ceiling: 1\.6 % \(1100 of 70000 req\/s at 10 connections; ≥ 50 %\)/,
  );
  assert.match(
    report,
    /- PASS API product read \(from memory\), p99 latency: 2 ms at 10 connections/,
  );
  assert.match(
    report,
    /- FAIL product mobile federation overhead \(JS over the monolith\): 25\.0 % \(≤ 10\.0 %, 15\.0 % over\)/,
  );
  assert.match(report, /- PASS API: every product read and order answered/);
  assert.match(
    report,
    /\| `\/` \| mobile \| 160\.0 \| 128\.0 \| \*\*\+25\.0 %\*\* \| 40\.0 \| 18\.0 \| −6\.3 % \| 94 \| 97 \|/,
  );
  assert.match(report, /\| product \| `pnpm --filter @shop\/mfe-product build` \| 12\.3 \|/);
  assert.match(report, /\| product read \| 11000 \| 1100 \| 2 % \|/);
  assert.match(report, /pnpm bench --no-fail/);
});

test('the translation libraries: one row per page, mobile only, with their share of its JS', () => {
  const report = fullReport(
    { ...web, results: [result('home', 'mobile'), result('home', 'desktop')] },
    api,
  );
  assert.match(
    report,
    /### Translation libraries\n\nThe i18next and react-i18next code on the page/,
  );
  assert.match(report, /ADR 0029/);
  const rows = report.split('\n').filter((line) => /^\| `\/` \| 13\.5 \|/.test(line));
  // 19.1 KB of 160 KB: 11.9 %.
  assert.deepEqual(rows, ['| `/` | 13.5 | 5.6 | **19.1** | 11.9 % |']);
});

test('a web run from before the translation figures says they were not measured', () => {
  const older = { ...result('home', 'mobile'), translationJsGzipBytes: undefined };
  const report = fullReport({ ...web, results: [older] }, api);
  assert.match(report, /### Translation libraries\n\n(.+\n)+\nNot measured in this run\./);
});

test('an API run with failed orders fails, naming the scenario; add-to-cart may hit its cap', () => {
  const failing = {
    ...api,
    results: [
      ...api.results.slice(0, 2),
      { ...api.results[2], non2xx: 3 },
      { scenario: 'add to cart', requestsPerSecond: 400, non2xx: 5, errors: 0 },
    ],
  };
  assert.deepEqual(apiCheck(failing), {
    pass: false,
    line: 'FAIL API: requests failed in order placement',
  });
});

test('a run without the API says so instead of leaving the section out', () => {
  const report = fullReport(web, null);
  assert.match(report, /## API\n\nNot measured in this run\./);
});

const race = {
  buyers: 50,
  stock: 10,
  placed: 10,
  soldOut: 40,
  other: 0,
  finalStock: 0,
  lowestStockSeen: 0,
  stockReads: 120,
  orderedItems: 10,
};
const withOrders = (rate, raceResult) => ({
  ...api,
  results: api.results.map((r) =>
    r.scenario === 'order placement' ? { ...r, requestsPerSecond: rate, latencyP99Ms: 130 } : r,
  ),
  ...(raceResult ? { race: raceResult } : {}),
});

test('order placement meets its budget at 200 orders/s, and says how far short it fell', () => {
  assert.deepEqual(
    orderBudgets(withOrders(200)).map((b) => b.line),
    ['PASS order placement ≥ 200 orders/s: 200 orders/s (p99 130 ms)'],
  );
  const report = fullReport(web, withOrders(75));
  // The web budget, the fixture's product read share and the orders.
  assert.match(report, /## Budgets: 3 failed/);
  assert.match(
    report,
    /- FAIL order placement ≥ 200 orders\/s: 75 orders\/s \(p99 130 ms, 125 short\)/,
  );
});

test('the last items race passes with exactly 10 orders, 40 sold out and no negative stock', () => {
  const report = fullReport(web, withOrders(240, race));
  assert.match(
    report,
    /- PASS last items race: 50 buyers for 10 items: 10 orders \(exactly 10\), 40 sold-out answers \(40\), 0 other answers; stock 0 at the end, lowest seen 0/,
  );
  assert.match(report, /\| 50 \| 10 \| 10 \| 40 \| 0 \| 10 \| 0 \| 0 \|/);
  // The web budget and the fixture's product read share; neither the orders nor the race.
  assert.match(report, /## Budgets: 2 failed/);
});

test('the race fails when one order too many went through, or an answer was unclear', () => {
  const oversold = {
    ...race,
    placed: 11,
    soldOut: 39,
    orderedItems: 11,
    finalStock: -1,
    lowestStockSeen: -1,
  };
  const unclear = { ...race, soldOut: 39, other: 1 };
  for (const result of [oversold, unclear]) {
    const [, line] = orderBudgets(withOrders(240, result));
    assert.equal(line.pass, false);
    assert.match(line.line, /^FAIL last items race/);
  }
});

test('an API run from before the race shows no race line', () => {
  assert.equal(orderBudgets(withOrders(240)).length, 1);
  assert.doesNotMatch(fullReport(web, api), /last items race/);
});

test('the scale-out figures: one instance beside two, and a run without them says so', () => {
  const row = (scenario, requestsPerSecond, latencyP99Ms) => ({
    scenario,
    requestsPerSecond,
    latencyP99Ms,
    connections: 10,
    non2xx: 0,
    errors: 0,
  });
  const scaleOut = {
    runs: [
      { instances: 1, results: [row('product read', 8000, 18), row('order placement', 80, 300)] },
      { instances: 2, results: [row('product read', 9000, 16), row('order placement', 120, 200)] },
    ],
  };
  const report = fullReport(web, { ...api, scaleOut });
  assert.match(report, /### Scale out\n\nThe same product read and order placement through nginx/);
  assert.match(
    report,
    /\| product read \| 10 \| 8000 \| 9000 \| 1\.13 \| 18 \| 16 \| 0 \/ 0 \| 0 \/ 0 \|/,
  );
  assert.match(report, /\| order placement \| 10 \| 80 \| 120 \| 1\.50 \| 300 \| 200 \|/);
  assert.match(fullReport(web, api), /### Scale out\n\nNot measured in this run\./);
});

test('a product read from memory within its budgets passes both', () => {
  const fast = {
    ...api,
    results: [
      api.results[0],
      { ...api.results[1], requestsPerSecond: 35000, latencyP99Ms: 20, connections: 100 },
    ],
  };
  const report = fullReport(web, fast);
  assert.match(
    report,
    /- PASS API product read \(from memory\), share of the bare Fastify ceiling: 50\.0 %/,
  );
  assert.match(
    report,
    /- PASS API product read \(from memory\), p99 latency: 20 ms at 100 connections/,
  );
  assert.match(report, /## Budgets: 1 failed/);
});
