import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readiness, waitForHealthy } from './health.mjs';

const services = { expected: ['postgres', 'demo-data', 'api', 'mailpit'], oneShot: ['demo-data'] };
const up = [
  { service: 'postgres', status: 'running', health: 'healthy' },
  { service: 'demo-data', status: 'exited', exitCode: 0 },
  { service: 'api', status: 'running', health: 'healthy' },
  { service: 'mailpit', status: 'running' },
];

describe('whether the compose stack is up', () => {
  it('is ready when every check passes, a service without one runs and the one-shot finished', () => {
    assert.deepEqual(readiness(up, services), { ready: true, failed: [], waiting: [] });
  });

  it('waits for a check still starting, a one-shot still running and a missing container', () => {
    const state = readiness(
      [
        { service: 'postgres', status: 'running', health: 'healthy' },
        { service: 'demo-data', status: 'running' },
        { service: 'api', status: 'running', health: 'starting' },
      ],
      services,
    );
    assert.equal(state.ready, false);
    assert.deepEqual(state.failed, []);
    assert.deepEqual(state.waiting, [
      'demo-data: running',
      'api: starting',
      'mailpit: no container yet',
    ]);
  });

  it('fails on an unhealthy service, one that stopped and a one-shot that failed', () => {
    const state = readiness(
      [
        { service: 'postgres', status: 'exited', exitCode: 1 },
        { service: 'demo-data', status: 'exited', exitCode: 2 },
        { service: 'api', status: 'running', health: 'unhealthy' },
        { service: 'mailpit', status: 'running' },
      ],
      services,
    );
    assert.deepEqual(state.failed, [
      'postgres stopped (exit code 1)',
      'demo-data exited with 2',
      'api is unhealthy',
    ]);
    assert.equal(state.ready, false);
  });

  it('judges every container of a scaled service', () => {
    const state = readiness(
      [...up, { service: 'api', status: 'running', health: 'starting' }],
      services,
    );
    assert.deepEqual(state.waiting, ['api: starting']);
  });
});

describe('waiting for the compose stack', () => {
  /** A clock that moves only when the wait sleeps. */
  function fakeClock() {
    let time = 0;
    return { now: () => time, sleep: async (ms) => void (time += ms) };
  }

  it('asks again until every service is healthy', async () => {
    const answers = [
      [{ service: 'api', status: 'running', health: 'starting' }],
      [{ service: 'api', status: 'running', health: 'starting' }],
      [{ service: 'api', status: 'running', health: 'healthy' }],
    ];
    const waits = [];
    const result = await waitForHealthy({
      inspect: async () => answers.shift(),
      services: { expected: ['api'] },
      timeoutMs: 60_000,
      intervalMs: 1000,
      onWait: (waiting) => waits.push(waiting),
      ...fakeClock(),
    });
    assert.deepEqual(result, { ready: true, failed: [], waiting: [], waitedMs: 2000 });
    assert.deepEqual(waits, [['api: starting'], ['api: starting']]);
  });

  it('stops at the first failure without waiting out the time', async () => {
    const result = await waitForHealthy({
      inspect: async () => [{ service: 'api', status: 'exited', exitCode: 1 }],
      services: { expected: ['api'] },
      timeoutMs: 60_000,
      ...fakeClock(),
    });
    assert.equal(result.ready, false);
    assert.deepEqual(result.failed, ['api stopped (exit code 1)']);
    assert.equal(result.waitedMs, 0);
  });

  it('gives up after the timeout and says what it was waiting for', async () => {
    const result = await waitForHealthy({
      inspect: async () => [{ service: 'api', status: 'running', health: 'starting' }],
      services: { expected: ['api'] },
      timeoutMs: 5000,
      intervalMs: 2000,
      ...fakeClock(),
    });
    assert.deepEqual(result, {
      ready: false,
      failed: ['not ready after 5000 ms'],
      waiting: ['api: starting'],
      waitedMs: 6000,
    });
  });
});
