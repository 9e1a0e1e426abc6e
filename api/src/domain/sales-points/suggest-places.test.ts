import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { place, type Place } from '../geo';
import { editDistance, suggestPlaces } from './suggest-places';

const town = (name: string, population: number | null, featureType = 'PPL'): Place =>
  place({
    country: 'NL',
    name,
    nameNl: name,
    nameFr: null,
    alternateNames: [],
    latitude: 52,
    longitude: 5,
    featureType,
    population,
    province: 'Utrecht',
    municipality: null,
  });

describe('editDistance', () => {
  it('counts insertions, deletions and replacements', () => {
    assert.equal(editDistance('utrecht', 'utrecht'), 0);
    assert.equal(editDistance('utrekt', 'utrecht'), 2);
    assert.equal(editDistance('', 'gent'), 4);
    assert.equal(editDistance('gent', 'genk'), 1);
  });
});

describe('suggestPlaces', () => {
  const places = [
    town('Utrecht', 361_742),
    town('Maastricht', 121_000),
    town('Genk', 65_000),
    town('Gent', 260_000),
    town('Utrecht-Oost', null, 'PPLX'),
  ];

  it('offers the towns a few typing errors away, the closest first', () => {
    assert.deepEqual(suggestPlaces(places, 'Utrekt'), ['Utrecht']);
  });

  it('puts the larger of two equally close towns first', () => {
    assert.deepEqual(suggestPlaces(places, 'Genr'), ['Gent', 'Genk']);
  });

  it('offers nothing for text like no town, or too short to judge', () => {
    assert.deepEqual(suggestPlaces(places, 'Xyzzyqwv'), []);
    assert.deepEqual(suggestPlaces(places, 'Ut'), []);
  });
});
