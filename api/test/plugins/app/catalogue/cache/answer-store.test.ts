import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AnswerStore } from '../../../../../src/plugins/app/catalogue/cache/answer-store';

const answer = (body: string) => ({
  body: Buffer.from(body),
  etag: `"${body}"`,
  contentType: 'application/ld+json',
  gzip: null,
});

describe('the catalogue answer store', () => {
  it('serves an answer until the TTL has passed, then reads again', () => {
    let now = 1_000;
    const store = new AnswerStore({ ttlMs: 5000, maxBytes: 1000, now: () => now });
    assert.equal(store.store('p', store.generation, answer('rozen')), true);
    now += 4999;
    assert.equal(store.get('p')?.body.toString(), 'rozen');
    now += 1;
    assert.equal(store.get('p'), undefined);
    assert.equal(store.size, 0);
  });

  it('forgets everything on a change, and refuses an answer whose read began before it', () => {
    const store = new AnswerStore({ ttlMs: 5000, maxBytes: 1000 });
    const begun = store.generation;
    store.store('a', begun, answer('old'));
    store.clear();
    assert.equal(store.get('a'), undefined);
    // Read from the database before the change was announced, finished after it: stale.
    assert.equal(store.store('b', begun, answer('stale')), false);
    assert.equal(store.get('b'), undefined);
    assert.equal(store.store('b', store.generation, answer('fresh')), true);
    assert.equal(store.get('b')?.body.toString(), 'fresh');
  });

  it('lets the oldest answers go when the bodies outgrow their room', () => {
    const store = new AnswerStore({ ttlMs: 5000, maxBytes: 10 });
    store.store('a', 0, answer('aaaa'));
    store.store('b', 0, answer('bbbb'));
    store.store('c', 0, answer('cccc'));
    assert.equal(store.get('a'), undefined);
    assert.equal(store.get('b')?.body.toString(), 'bbbb');
    assert.equal(store.get('c')?.body.toString(), 'cccc');
    assert.equal(store.store('huge', 0, answer('x'.repeat(11))), false);
    // Storing a key again replaces its answer rather than counting it twice.
    store.store('c', 0, answer('cc'));
    store.store('d', 0, answer('dddd'));
    assert.equal(store.get('b')?.body.toString(), 'bbbb');
    assert.equal(store.size, 3);
  });
});
