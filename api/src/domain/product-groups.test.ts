import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cardGroupFor, conflictingChoices, conflictingGroups } from './product-groups';

const pairs = [
  { groupId: 30, conflictingGroupId: 10 },
  { groupId: 30, conflictingGroupId: 11 },
  { groupId: 41, conflictingGroupId: 11 },
  { groupId: 42, conflictingGroupId: 2 },
];

describe('product group conflicts', () => {
  it('finds conflicts stored either way round', () => {
    assert.deepEqual(conflictingGroups(pairs, [10], false), [30]);
    assert.deepEqual(conflictingGroups(pairs, [30], false), [10, 11]);
    assert.deepEqual(conflictingGroups(pairs, [2, 40], false), [42]);
  });

  it('leaves the asked groups out only when told to', () => {
    assert.deepEqual(conflictingGroups(pairs, [30, 11], false), [10, 11, 30, 41]);
    assert.deepEqual(conflictingGroups(pairs, [30, 11], true), [10, 41]);
  });

  it('points at the later of two conflicting choices', () => {
    const chosen = [
      { groupId: 1, path: 'variationId' },
      { groupId: 10, path: 'card.id' },
      { groupId: 40, path: 'upsells.0.variationId' },
      { groupId: 30, path: 'letterId' },
    ];
    assert.deepEqual(
      conflictingChoices(pairs, chosen).map((choice) => choice.path),
      ['letterId'],
    );
    assert.deepEqual(conflictingChoices(pairs, chosen.slice(0, 3)), []);
  });

  it('gives funeral products funeral cards and every other product the ordinary ones', () => {
    assert.equal(cardGroupFor(4), 11);
    assert.equal(cardGroupFor(1), 10);
    assert.equal(cardGroupFor(43), 10);
  });
});
