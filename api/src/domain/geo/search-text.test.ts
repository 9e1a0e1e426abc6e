import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { bestMatch, searchKey } from './search-text';

describe('search keys', () => {
  it('ignore accents, case, hyphens and apostrophes', () => {
    assert.equal(searchKey('Liège'), 'liege');
    assert.equal(searchKey(' LIÈGE '), 'liege');
    assert.equal(searchKey('Sint-Genesius-Rode'), 'sint genesius rode');
    assert.equal(searchKey("'s-Hertogenbosch"), 's hertogenbosch');
    assert.equal(searchKey('Mons-lez-Liège'), searchKey('Mons Lez Liege'));
  });

  it('leave nothing of a text without letters or digits', () => {
    assert.equal(searchKey(' -- '), '');
  });
});

describe('name matches', () => {
  it('rank the whole name over its start over somewhere inside', () => {
    assert.deepEqual(bestMatch('gent', ['gent']), { rank: 0, key: 'gent' });
    assert.deepEqual(bestMatch('gent', ['gentbrugge']), { rank: 1, key: 'gentbrugge' });
    assert.deepEqual(bestMatch('gent', ['argenteau']), { rank: 2, key: 'argenteau' });
    assert.equal(bestMatch('gent', ['antwerpen']), undefined);
  });

  it('take the best of a place’s names', () => {
    assert.deepEqual(bestMatch('gand', ['gent', 'gand']), { rank: 0, key: 'gand' });
  });
});
