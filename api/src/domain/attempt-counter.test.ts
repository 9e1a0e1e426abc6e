import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { AttemptCounter, RedisAttemptCounter } from './attempt-counter';

describe('attempt counter', () => {
  it('allows the maximum in a window and then says how long to wait', () => {
    const counter = new AttemptCounter(2, 60_000);
    assert.equal(counter.hitSync('a', 0), 0);
    assert.equal(counter.hitSync('a', 1_000), 0);
    assert.equal(counter.hitSync('a', 2_000), 58);
    assert.equal(counter.hitSync('b', 2_000), 0, 'other keys are counted apart');
    assert.equal(counter.hitSync('a', 60_000), 0, 'a new window starts afresh');
  });

  it('counts only the attempts it is not told to forgive', async () => {
    const counter = new AttemptCounter(2, 60_000);
    for (let i = 0; i < 5; i += 1) {
      assert.equal(await counter.hit('k'), 0);
      await counter.forgive('k'); // a right password
    }
    assert.equal(await counter.hit('k'), 0);
    assert.equal(await counter.hit('k'), 0);
    assert.ok((await counter.hit('k')) > 0, 'failures still add up');
    await counter.forgive('unknown');
  });

  it('never holds more keys than its bound', () => {
    const counter = new AttemptCounter(1, 60_000, 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) counter.hitSync(key, 0);
    assert.equal(counter.hitSync('e', 0), 60, 'the newest key is still counted');
    assert.equal(counter.hitSync('a', 0), 0, 'the oldest key was forgotten');
  });
});

const redisUrl = process.env.REDIS_URL;
// CI always has Redis: there a missing REDIS_URL is a broken setup, not a reason to skip.
if (!redisUrl && process.env.CI) throw new Error('REDIS_URL must be set in CI');

describe('attempt counter in Redis', { skip: redisUrl ? false : 'REDIS_URL is not set' }, () => {
  const clients: Redis[] = [];
  const connect = (url = redisUrl!) => {
    const client = new Redis(url, {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    clients.push(client);
    return client;
  };
  after(async () => {
    for (const client of clients) client.disconnect();
  });
  const name = () => `test:${randomBytes(6).toString('hex')}`;

  it('counts the attempts of every API instance together', async () => {
    const first = connect();
    const second = connect();
    await Promise.all([first.connect(), second.connect()]);
    const bucket = name();
    // Two instances, each with its own connection, limiting the same account.
    const onA = new RedisAttemptCounter(first, bucket, 3, 60_000);
    const onB = new RedisAttemptCounter(second, bucket, 3, 60_000);
    assert.equal(await onA.hit('klant@example.nl'), 0);
    assert.equal(await onB.hit('klant@example.nl'), 0);
    assert.equal(await onA.hit('klant@example.nl'), 0);
    const wait = await onB.hit('klant@example.nl');
    assert.ok(wait > 0 && wait <= 60, `waits ${wait} s`);
    assert.equal(await onB.hit('other@example.nl'), 0, 'other keys are counted apart');
    const ttl = await first.pttl(`${bucket}:klant@example.nl`);
    assert.ok(ttl > 0 && ttl <= 60_000, 'the window expires by itself');
  });

  it('forgives in Redis too, for every instance', async () => {
    const [first, second] = [connect(), connect()];
    await Promise.all([first.connect(), second.connect()]);
    const key = name();
    const one = new RedisAttemptCounter(first, key, 1, 60_000);
    const two = new RedisAttemptCounter(second, key, 1, 60_000);
    assert.equal(await one.hit('k'), 0);
    await two.forgive('k');
    assert.equal(await one.hit('k'), 0);
    assert.ok((await two.hit('k')) > 0);
    await two.forgive('never-hit');
  });

  it('starts a new window when the old one expires', async () => {
    const client = connect();
    await client.connect();
    const counter = new RedisAttemptCounter(client, name(), 1, 200);
    assert.equal(await counter.hit('k'), 0);
    assert.ok((await counter.hit('k')) > 0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    assert.equal(await counter.hit('k'), 0);
  });

  it('still limits, per instance, when Redis cannot answer', async () => {
    const unreachable = connect('redis://127.0.0.1:1');
    const errors: unknown[] = [];
    const counter = new RedisAttemptCounter(unreachable, name(), 1, 60_000, (error) =>
      errors.push(error),
    );
    assert.equal(await counter.hit('k'), 0);
    assert.ok((await counter.hit('k')) > 0);
    assert.equal(errors.length, 2, 'each failure is reported');
  });
});
