import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { indexByPc4, type DutchPc4Place } from './dutch-pc4';

const area = (pc4: string, place: string, municipality: string | null): DutchPc4Place => ({
  pc4,
  place,
  municipality,
  province: 'Noord-Brabant',
  latitude: 51.7,
  longitude: 5.4,
});

describe('the PC4 index', () => {
  it('puts the place named like its municipality first when an area spans several', () => {
    const index = indexByPc4([
      area('5386', 'Geffen', 'Oss'),
      area('5386', 'Oss', 'Oss'),
      area('5371', 'Demen', 'Oss'),
      area('5371', 'Dieden', 'Oss'),
    ]);
    assert.deepEqual(
      index.get('5386')?.map((place) => place.place),
      ['Oss', 'Geffen'],
    );
    // No such place: the source's order stays.
    assert.deepEqual(
      index.get('5371')?.map((place) => place.place),
      ['Demen', 'Dieden'],
    );
  });

  it('keeps areas without a municipality', () => {
    assert.equal(
      indexByPc4([area('3221', 'Hellevoetsluis', null)]).get('3221')?.[0]?.place,
      'Hellevoetsluis',
    );
  });
});
