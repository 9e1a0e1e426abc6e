import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { expiringCache } from './expiring-cache';

describe('the expiring cache', () => {
  it('serves an entry until its lifetime has passed, then forgets it', () => {
    let now = 0;
    const cache = expiringCache<string>({ ttlMs: 5 * 60_000, maxEntries: 10, now: () => now });
    cache.set('1012JS 1', 'Dam');
    now = 5 * 60_000 - 1;
    assert.equal(cache.get('1012JS 1'), 'Dam');
    now = 5 * 60_000;
    assert.equal(cache.get('1012JS 1'), undefined);
    assert.equal(cache.size, 0);
  });

  it('drops the entry used least recently when full', () => {
    const cache = expiringCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    assert.deepEqual([cache.get('a'), cache.get('b'), cache.get('c')], [1, undefined, 3]);
    assert.equal(cache.size, 2);
  });
});
