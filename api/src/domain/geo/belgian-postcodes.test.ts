import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { belgianLocality, localityName, searchBelgianLocalities } from './belgian-postcodes';

const at = { latitude: 50.8, longitude: 4.3 };
const localities = [
  belgianLocality({ postcode: '1000', nameNl: 'Brussel', nameFr: 'Bruxelles', ...at }),
  belgianLocality({ postcode: '1050', nameNl: 'Elsene', nameFr: 'Ixelles', ...at }),
  belgianLocality({ postcode: '1450', nameNl: null, nameFr: 'Gentinnes', ...at }),
  belgianLocality({ postcode: '4000', nameNl: 'Luik', nameFr: 'Liège', ...at }),
  belgianLocality({ postcode: '4601', nameNl: null, nameFr: 'Argenteau', ...at }),
  belgianLocality({ postcode: '9000', nameNl: 'Gent', nameFr: 'Gand', ...at }),
  belgianLocality({ postcode: '9050', nameNl: 'Gentbrugge', nameFr: null, ...at }),
];
const search = (typed: string, limit?: number) =>
  searchBelgianLocalities(localities, typed, limit).matches.map((found) => found.postcode);

describe('Belgian localities', () => {
  it('are named in the language asked for, or in the other where they have no such name', () => {
    const [brussel, , gentinnes] = localities;
    assert.equal(localityName(brussel!, 'nl'), 'Brussel');
    assert.equal(localityName(brussel!, 'fr'), 'Bruxelles');
    assert.equal(localityName(gentinnes!, 'nl'), 'Gentinnes');
  });

  it('are found by the first digits of their postcode', () => {
    assert.deepEqual(search('10'), ['1000', '1050']);
    assert.deepEqual(search('9000'), ['9000']);
    assert.deepEqual(search('12'), []);
  });

  it('are found by either name, whole names first, then starts, then the rest', () => {
    assert.deepEqual(search('gent'), ['9000', '9050', '1450', '4601']);
    assert.deepEqual(search('GAND'), ['9000']);
    assert.deepEqual(search('liege'), ['4000']);
    assert.deepEqual(search('LUIK'), ['4000']);
  });

  it('are narrowed by a name typed after the postcode', () => {
    assert.deepEqual(search('1050 ix'), ['1050']);
    assert.deepEqual(search('10 ix'), ['1050']);
    assert.deepEqual(search('9000 ix'), []);
  });

  it('count every match but return at most the limit', () => {
    const result = searchBelgianLocalities(localities, 'gent', 2);
    assert.equal(result.total, 4);
    assert.deepEqual(
      result.matches.map((found) => found.postcode),
      ['9000', '9050'],
    );
  });

  it('are not all returned for a search without letters or digits', () => {
    assert.deepEqual(searchBelgianLocalities(localities, '--'), { total: 0, matches: [] });
  });
});
