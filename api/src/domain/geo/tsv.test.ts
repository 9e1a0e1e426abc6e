import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseTsv } from './tsv';

describe('the geo data files', () => {
  it('read as one record per line, empty cells included', () => {
    assert.deepEqual(
      parseTsv('postcode\tname_fr\n1000\tBruxelles\n1541\t\n', ['postcode', 'name_fr'], 'x.tsv'),
      [
        { postcode: '1000', name_fr: 'Bruxelles' },
        { postcode: '1541', name_fr: '' },
      ],
    );
  });

  it('name the file when its columns are not the expected ones', () => {
    assert.throws(
      () =>
        parseTsv('postcode\tcity\n1000\tBrussel\n', ['postcode', 'name_nl'], 'be-postcodes.tsv'),
      /^Error: be-postcodes\.tsv: expected the columns postcode, name_nl, found postcode\tcity$/,
    );
  });
});
