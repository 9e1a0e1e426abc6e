import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/results at the repository root (ignored by git: the figures are made, not kept). */
export const resultsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'bench',
  'results',
);

export interface EndpointTally {
  /** The status of the good request every case changes one thing of. */
  baseline?: number;
  /** Its message when it was refused (no cart to approve, no valid reset token…). */
  baselineMessage?: string;
  cases: number;
  statuses: Record<string, number>;
}

export interface FuzzSummary {
  target: string;
  durationMs: number;
  operations: number;
  cases: number;
  statuses: Record<string, number>;
  failures: string[];
  /** How often each error message was answered, to spot vague ones. */
  messages: Record<string, number>;
  endpoints: Record<string, EndpointTally>;
}

export function tally(
  endpoints: Record<string, EndpointTally>,
  key: string,
  status: number,
  baseline: boolean,
) {
  const entry = (endpoints[key] ??= { cases: 0, statuses: {} });
  if (baseline) entry.baseline = status;
  entry.cases += 1;
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
}

const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

/** Writes fuzz.json and fuzz.md (one section per database target) and returns the short summary. */
export function writeFuzzReport(summaries: FuzzSummary[]): string {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'fuzz.json'),
    JSON.stringify({ generatedAt: new Date().toISOString(), runs: summaries }, null, 2),
  );
  const lines = [
    '# API fuzz run',
    '',
    `Generated ${new Date().toISOString()} by \`api/test/fuzz/openapi-fuzz.test.ts\`.`,
  ];
  for (const summary of summaries) {
    lines.push(
      '',
      `## ${summary.target}`,
      '',
      `${summary.operations} operations, ${summary.cases} cases in ${(summary.durationMs / 1000).toFixed(1)} s; ` +
        `statuses ${statusText(summary.statuses)}; failures: ${summary.failures.length}.`,
      '',
      '| operation | good request | cases | statuses |',
      '| --- | ---: | ---: | --- |',
      ...Object.entries(summary.endpoints).map(
        ([key, entry]) =>
          `| \`${key}\` | ${entry.baseline ?? ''} | ${entry.cases} | ${statusText(entry.statuses)} |`,
      ),
    );
    if (summary.failures.length)
      lines.push('', '### Failures', '', ...summary.failures.map((failure) => `- ${failure}`));
  }
  writeFileSync(path.join(resultsDir, 'fuzz.md'), `${lines.join('\n')}\n`);
  return summaries
    .map(
      (s) =>
        `fuzz ${s.target}: ${s.operations} operations, ${s.cases} cases, ${(s.durationMs / 1000).toFixed(1)} s, ` +
        `${statusText(s.statuses)}, ${s.failures.length} failures (bench/results/fuzz.md)`,
    )
    .join('\n');
}
