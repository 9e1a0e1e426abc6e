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
  ].join('\n');
}
