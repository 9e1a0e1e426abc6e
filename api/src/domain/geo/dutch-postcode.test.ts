import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseDutchPostcode, parseHouseNumber } from './dutch-postcode';

describe('Dutch postcodes', () => {
  it('reads 1234 AB with or without spaces, in any case, and writes it as PostNL does', () => {
    for (const typed of ['1012 AB', '1012ab', ' 1012 aB ', '1012Ab', '1012  ab']) {
      assert.deepEqual(parseDutchPostcode(typed), {
        pc4: '1012',
        letters: 'AB',
        formatted: '1012 AB',
      });
    }
  });

  it('refuses what is not a Dutch postcode', () => {
    for (const typed of [
      '',
      '1012',
      '0123 AB',
      '1012 A',
      '1012 ABC',
      '10123 AB',
      '1012-AB',
      'AB 1012',
    ])
      assert.equal(parseDutchPostcode(typed), null, typed);
  });
});

describe('house numbers', () => {
  it('splits the number from a letter or an addition', () => {
    assert.deepEqual(parseHouseNumber('12'), { housenumber: '12', addition: null });
    assert.deepEqual(parseHouseNumber(' 12a '), { housenumber: '12', addition: 'a' });
    assert.deepEqual(parseHouseNumber('12 A'), { housenumber: '12', addition: 'A' });
    assert.deepEqual(parseHouseNumber('123'), { housenumber: '123', addition: null });
    assert.deepEqual(parseHouseNumber('12-2'), { housenumber: '12', addition: '2' });
    assert.deepEqual(parseHouseNumber('12 3'), { housenumber: '12', addition: '3' });
    assert.deepEqual(parseHouseNumber('12 bis'), { housenumber: '12', addition: 'bis' });
    assert.deepEqual(parseHouseNumber('99999 - H'), { housenumber: '99999', addition: 'H' });
  });

  it('refuses numbers that do not start with digits or carry too long an addition', () => {
    for (const typed of ['', 'a12', '0', '012', '123456', '12 abcde', '12/3', '-12'])
      assert.equal(parseHouseNumber(typed), null, typed);
  });
});
