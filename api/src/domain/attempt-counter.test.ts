import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AttemptCounter } from './attempt-counter';

describe('attempt counter', () => {
  it('allows the maximum in a window and then says how long to wait', () => {
    const counter = new AttemptCounter(2, 60_000);
    assert.equal(counter.hit('a', 0), 0);
    assert.equal(counter.hit('a', 1_000), 0);
    assert.equal(counter.hit('a', 2_000), 58);
    assert.equal(counter.hit('b', 2_000), 0, 'other keys are counted apart');
    assert.equal(counter.hit('a', 60_000), 0, 'a new window starts afresh');
  });

  it('never holds more keys than its bound', () => {
    const counter = new AttemptCounter(1, 60_000, 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) counter.hit(key, 0);
    assert.equal(counter.hit('e', 0), 60, 'the newest key is still counted');
    assert.equal(counter.hit('a', 0), 0, 'the oldest key was forgotten');
  });
});
