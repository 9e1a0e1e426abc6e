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
  it('suggests the area’s place and centre, with every place of the area, and no street', async () => {
    assert.deepEqual(await suggest('7391ab', '4 b'), {
      postcode: '7391 AB',
      housenumber: '4',
      housenumber_addition: 'b',
      street: null,
      city: 'Twello',
      cities: ['Twello', 'Wilp'],
      municipality: 'Voorst',
      province: 'Gelderland',
      latitude: 52.2348,
      longitude: 6.1017,
      precision: 'postcode-area',
    });
  });

  it('knows nothing of an area outside its table', async () => {
    assert.equal(await suggest('1000 AA', '1'), null);
  });
});
