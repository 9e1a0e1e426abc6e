import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadRecorder, QUIET_LOAD } from './machine-load.mjs';

test('sums up the load at the start, over the runs and at the end', () => {
  const loads = [0.42, 1.8, 2.6, 1.1];
  const recorder = loadRecorder(() => [loads.shift(), 0, 0]);
  for (let i = 0; i < 4; i += 1) recorder.sample();
  assert.deepEqual(recorder.summary(), {
    atStart: 0.42,
    duringRuns: { min: 0.42, median: 1.45, max: 2.6, n: 4 },
    atEnd: 1.1,
    samples: 4,
    quietAtStart: true,
  });
});

test('calls the machine quiet only with a load average under 1 at the start', () => {
  for (const [start, quiet] of [
    [0.99, true],
    [QUIET_LOAD, false],
    [3.2, false],
  ]) {
    const recorder = loadRecorder(() => [start]);
    recorder.sample();
    assert.equal(recorder.summary().quietAtStart, quiet, String(start));
  }
  assert.equal(loadRecorder(() => [0]).summary().quietAtStart, false, 'nothing sampled');
});
