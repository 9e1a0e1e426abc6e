import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { findPlaces, place } from './places';

const town = (name: string, fields: Partial<Parameters<typeof place>[0]> = {}) =>
  place({
    country: 'NL',
    name,
    nameNl: name,
    nameFr: null,
    alternateNames: [],
    latitude: 52,
    longitude: 5,
    featureType: 'PPL',
    population: null,
    province: 'Gelderland',
    municipality: null,
    ...fields,
  });

const places = [
  town('Hengelo', { population: 4510, province: 'Gelderland' }),
  town('Hengelo', { population: 102773, province: 'Overijssel', featureType: 'PPLA2' }),
  town("'s-Hertogenbosch", { alternateNames: ['Den Bosch'] }),
  town('Den Bosch', { featureType: 'PPLX' }),
  town('Boschhoven'),
  town('The Hague', { nameNl: 'Den Haag', alternateNames: ["'s-Gravenhage", 'La Haye'] }),
];
const find = (typed: string) =>
  findPlaces(places, typed).matches.map((found) => `${found.name} (${found.province})`);

describe('places', () => {
  it('are found by any of their own names, the larger of two namesakes first', () => {
    assert.deepEqual(find('hengelo'), ['Hengelo (Overijssel)', 'Hengelo (Gelderland)']);
    assert.deepEqual(find('den haag'), ['The Hague (Gelderland)']);
  });

  it('are found by an alternate name, after every place with that name of its own', () => {
    assert.deepEqual(find('la haye'), ['The Hague (Gelderland)']);
    assert.deepEqual(find('den bosch'), [
      'Den Bosch (Gelderland)',
      "'s-Hertogenbosch (Gelderland)",
    ]);
  });

  it('list towns before parts of a town when they match equally well', () => {
    assert.deepEqual(find('bosch'), [
      'Boschhoven (Gelderland)',
      "'s-Hertogenbosch (Gelderland)",
      'Den Bosch (Gelderland)',
    ]);
  });

  it('are not all returned for a search without letters or digits', () => {
    assert.deepEqual(findPlaces(places, '  '), { total: 0, matches: [] });
  });
});
