// The stand-in as a whole: test keys only, faults on demand, the log of calls, the CLI.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, afterEach, before, describe, it } from 'node:test';
import { createMollieClient } from '@mollie/api-client';
import { apiKey, idealPayment, standInWithClient } from './test-support.mjs';

describe('the Mollie stand-in', () => {
  let standIn;
  let mollie;
  const control = (method, path, body) =>
    fetch(`${standIn.url}/__standin/${path}`, {
      method,
      ...(body
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : {}),
    });
  before(async () => ({ standIn, mollie } = await standInWithClient()));
  afterEach(() => control('DELETE', 'faults'));
  after(() => standIn.close());

  it('answers 401 in Mollie’s format without a test key, and to a live key', async () => {
    const bare = await fetch(`${standIn.url}/v2/methods`);
    assert.equal(bare.status, 401);
    assert.match(bare.headers.get('content-type'), /^application\/hal\+json/);
    assert.deepEqual(await bare.json(), {
      status: 401,
      title: 'Unauthorized Request',
      detail: 'Missing authentication, or failed to authenticate',
      _links: {
        documentation: {
          href: 'https://docs.mollie.com/overview/handling-errors',
          type: 'text/html',
        },
      },
    });
    for (const key of [`live_${apiKey.slice(5)}`, 'test_tooShort']) {
      const client = createMollieClient({ apiKey: key, apiEndpoint: standIn.apiEndpoint });
      const error = await client.methods.list().catch((e) => e);
      assert.equal(error.statusCode, 401, key);
    }
  });

  it('answers every call 503 while down; the client tries three times', async () => {
    await control('POST', 'faults', { down: true, retryAfterSeconds: 0 });
    await control('DELETE', 'requests');
    const error = await mollie.payments.create(idealPayment).catch((e) => e);
    assert.equal(error.statusCode, 503);
    assert.equal(standIn.requests.length, 3);
    const keys = new Set(standIn.requests.map((request) => request.headers['idempotency-key']));
    assert.equal(keys.size, 1, 'the retries carry the same idempotency key');
  });

  it('holds every answer back by delayMs', async () => {
    standIn.faults.delayMs = 200;
    const started = performance.now();
    await mollie.methods.list();
    assert.ok(performance.now() - started >= 190);
  });

  it('fails the next call on the given path once with the given status', async () => {
    await control('POST', 'faults', { status: 422, path: '/v2/payments' });
    await mollie.methods.list();
    const error = await mollie.payments.create(idealPayment).catch((e) => e);
    assert.equal(error.statusCode, 422);
    assert.equal((await mollie.payments.create(idealPayment)).status, 'open');
  });

  it('refuses a fault it does not know', async () => {
    const answer = await control('POST', 'faults', { slow: true });
    assert.equal(answer.status, 400);
    assert.deepEqual(await (await control('GET', 'faults')).json(), {});
  });

  it('logs each call with its headers, less the key, and its parsed body', async () => {
    await control('DELETE', 'requests');
    await mollie.payments.create({ ...idealPayment, idempotencyKey: 'log-1' });
    const [logged] = await (await control('GET', 'requests')).json();
    assert.equal(logged.method, 'POST');
    assert.equal(logged.path, '/v2/payments');
    assert.equal(logged.headers.authorization, undefined);
    assert.equal(logged.headers['idempotency-key'], 'log-1');
    assert.equal(logged.headers.accept, 'application/hal+json');
    assert.deepEqual(logged.body.amount, idealPayment.amount);
  });
});

describe('the Mollie stand-in’s command line', () => {
  it('prints its address on one line and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [
      new URL('./cli.mjs', import.meta.url).pathname,
      '--port',
      '0',
    ]);
    const [line] = await once(child.stdout, 'data');
    assert.match(String(line), /^Mollie stand-in on http:\/\/127\.0\.0\.1:\d+/);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    assert.equal(code, 0);
  });
});
