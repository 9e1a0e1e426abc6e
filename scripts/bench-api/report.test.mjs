import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiBudgets, apiSummary, combineSlices } from './report.mjs';
import { nginxConfig } from './nginx.mjs';

const result = (scenario, requestsPerSecond, latencyP99Ms, connections = 100) => ({
  scenario,
  requests: requestsPerSecond * 10,
  requestsPerSecond,
  latencyP50Ms: 1,
  latencyP99Ms,
  non2xx: 0,
  errors: 0,
  connections,
});
const report = (read, scaleOut = null) => ({
  measuredAt: '2026-11-26T07:00:00.000Z',
  machine: { cpus: 2, node: 'v20.20.2', loadAverageAtStart: [9.5, 8, 7] },
  database: 'PostgreSQL',
  connections: 10,
  readConnections: 100,
  results: [
    result('bare Fastify (ceiling)', 20000, 15),
    read,
    result('order placement', 80, 300, 10),
  ],
  scaleOut,
});

test('the product read from memory is judged against the ceiling of the same run', () => {
  const [share, p99] = apiBudgets(report(result('product read', 9999, 21)));
  assert.equal(share.pass, false);
  assert.equal(
    share.line,
    'FAIL API product read (from memory), share of the bare Fastify ceiling: 50.0 % (9999 of 20000 req/s at 100 connections; ≥ 50 %)',
  );
  assert.equal(p99.pass, false);
  assert.match(
    p99.line,
    /^FAIL .*p99 latency: 21 ms at 100 connections \(≤ 20 ms; the ceiling's own p99: 15 ms\)$/,
  );
  assert.deepEqual(
    apiBudgets(report(result('product read', 10000, 20))).map((b) => b.pass),
    [true, true],
  );
});

test('a run without the product read or the ceiling has no read budgets', () => {
  assert.deepEqual(apiBudgets({ ...report(result('add to cart', 100, 5)) }), []);
});

test('api.md lists the budgets, every scenario with its connections, and the scale out', () => {
  const scaleOut = {
    runs: [1, 2].map((instances) => ({
      instances,
      results: [
        result('product read', 6000 * instances, 30),
        result('order placement', 70, 400, 10),
      ],
    })),
  };
  const summary = apiSummary(report(result('product read', 12000, 18), scaleOut));
  assert.match(summary, /load average 9\.5 \/ 8 \/ 7 at start/);
  assert.match(
    summary,
    /- PASS API product read \(from memory\), share of the bare Fastify ceiling: 60\.0 %/,
  );
  assert.match(
    summary,
    /\| product read \| 120000 \| 12000 \| 60 % \| 1 \| 18 \| 0 \| 0 \| 100 \|/,
  );
  assert.match(summary, /\| order placement \| 800 \| 80 \| 0 % \| 1 \| 300 \| 0 \| 0 \| 10 \|/);
  assert.match(summary, /## Scale out\n\n/);
  assert.match(summary, /\| product read \| 100 \| 6000 \| 12000 \| 2\.00 \| 30 \| 30 \|/);
  assert.match(
    apiSummary(report(result('product read', 1, 1))),
    /## Scale out\n\nNot measured in this run\./,
  );
});

test('nginx spreads each site over its own instances, passing the shopper’s address on', () => {
  const config = nginxConfig('/tmp/n', [
    { port: 4423, upstreams: [4420] },
    { port: 4424, upstreams: [4420, 4422] },
  ]);
  assert.match(config, /upstream api0 \{\n {4}server 127\.0\.0\.1:4420;\n {4}keepalive/);
  assert.match(
    config,
    /upstream api1 \{\n {4}server 127\.0\.0\.1:4420;\n {4}server 127\.0\.0\.1:4422;\n/,
  );
  assert.match(
    config,
    /listen 127\.0\.0\.1:4424;\n {4}location \/ \{\n {6}proxy_pass http:\/\/api1;/,
  );
  assert.match(config, /proxy_set_header X-Forwarded-For \$http_x_forwarded_for;/);
  assert.match(config, /pid \/tmp\/n\/nginx\.pid;/);
});

test('slices of one scenario make one row: requests over their time, the worst latencies', () => {
  const slice = (requests, durationS, p50, p99) => ({
    ...result('product read', 0, p99),
    requests,
    durationS,
    latencyP50Ms: p50,
    non2xx: 1,
  });
  const row = combineSlices([slice(20000, 2, 2, 9), slice(10000, 2, 4, 30)]);
  assert.equal(row.requestsPerSecond, 7500);
  assert.equal(row.requests, 30000);
  assert.equal(row.latencyP50Ms, 4);
  assert.equal(row.latencyP99Ms, 30);
  assert.equal(row.non2xx, 2);
  assert.equal(row.rounds, 2);
  assert.equal(row.scenario, 'product read');
});
