import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { GeoData } from './geo-data';
import { parseDutchPostcode, parseHouseNumber } from './dutch-postcode';
import { indexByPc4 } from './dutch-pc4';
import { pc4PostcodeProvider } from './postcode-provider';

const data: GeoData = {
  belgianLocalities: async () => [],
  places: async () => [],
  dutchPc4Places: async () =>
    indexByPc4([
      {
        pc4: '7391',
        place: 'Twello',
        municipality: 'Voorst',
        province: 'Gelderland',
        latitude: 52.2348,
        longitude: 6.1017,
      },
      {
        pc4: '7391',
        place: 'Wilp',
        municipality: 'Voorst',
        province: 'Gelderland',
        latitude: 52.2454,
        longitude: 6.1421,
      },
    ]),
};
const suggest = (postcode: string, number: string) =>
  pc4PostcodeProvider(data).suggest(parseDutchPostcode(postcode)!, parseHouseNumber(number)!);

describe('the PC4 postcode provider', () => {
  it('names every place of an area that spans several and guesses none of them', async () => {
    assert.deepEqual(await suggest('7391ab', '4 b'), {
      postcode: '7391 AB',
      housenumber: '4',
      housenumber_addition: 'b',
      street: null,
      city: null,
      cities: ['Twello', 'Wilp'],
      municipality: 'Voorst',
      province: 'Gelderland',
      latitude: 52.2348,
      longitude: 6.1017,
      precision: 'postcode-area',
      street_lookup: 'unavailable',
      additions: [],
    });
  });

  it('names the place of an area that holds one', async () => {
    const oneVillage: GeoData = {
      ...data,
      dutchPc4Places: async () =>
        new Map([[`7391`, [(await data.dutchPc4Places()).get('7391')![1]!]]]),
    };
    const found = await pc4PostcodeProvider(oneVillage).suggest(
      parseDutchPostcode('7391 AB')!,
      parseHouseNumber('1')!,
    );
    assert.equal(found?.city, 'Wilp');
    assert.deepEqual(found?.cities, ['Wilp']);
  });

  it('knows nothing of an area outside its table', async () => {
    assert.equal(await suggest('1000 AA', '1'), null);
  });
});
