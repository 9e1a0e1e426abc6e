// The machine's load while the bench runs (issue 32): these two-core machines are shared, and a
// figure swings threefold with what else runs, so every report says how busy the machine was.
import os from 'node:os';
import { spreadOf } from './lighthouse-run.mjs';

/** The product page's absolute budgets hold on a quiet machine: a load average under this. */
export const QUIET_LOAD = 1;

const round = (value) => Math.round(value * 100) / 100;

/**
 * Samples the one-minute load average (`sample()`, before each run) and sums it up: at the
 * start, its spread over the runs and at the end, and whether the machine was quiet at the start.
 * `loadavg` is the source (os.loadavg by default; a test passes its own).
 */
export function loadRecorder(loadavg = os.loadavg) {
  const samples = [];
  return {
    sample() {
      samples.push(round(loadavg()[0]));
    },
    summary() {
      if (samples.length === 0) return { samples: 0, quietAtStart: false };
      return {
        atStart: samples[0],
        duringRuns: Object.fromEntries(
          Object.entries(spreadOf(samples)).map(([key, value]) => [key, round(value)]),
        ),
        atEnd: samples.at(-1),
        samples: samples.length,
        quietAtStart: samples[0] < QUIET_LOAD,
      };
    },
  };
}
