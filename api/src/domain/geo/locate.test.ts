import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { geoData } from './geo-data';
import { locate } from './locate';

const near = (
  point: { latitude: number; longitude: number; label: string } | null,
  latitude: number,
  longitude: number,
) =>
  assert.ok(
    point &&
      Math.abs(point.latitude - latitude) < 0.01 &&
      Math.abs(point.longitude - longitude) < 0.01,
    `${JSON.stringify(point)} is not near ${latitude}, ${longitude}`,
  );

describe('locating what a shopper types', () => {
  it('finds a Dutch postcode, whole or its 4 digits, at the centre of its area', async () => {
    const full = await locate(geoData, '1012 AB', 'NL');
    near(full, 52.3735, 4.8951);
    assert.equal(full?.label, '1012 Amsterdam');
    assert.deepEqual(await locate(geoData, '1012', 'NL'), full);
    assert.equal(await locate(geoData, '1000', 'NL'), null);
  });

  it('finds a Belgian postcode amid its localities, named in the language asked for', async () => {
    const brussels = await locate(geoData, '1000', 'BE', 'fr');
    near(brussels, 50.8504, 4.3488);
    assert.equal(brussels?.label, '1000 Bruxelles');
    // Glain 50.6477, 5.5438; Liège 50.6337, 5.5675; Rocourt 50.6758, 5.5462.
    const liege = await locate(geoData, '4000', 'BE', 'nl');
    near(liege, 50.6524, 5.5525);
    assert.equal(liege?.label, '4000 Glain, Luik, Rocourt');
    assert.equal(await locate(geoData, '1001', 'BE'), null);
  });

  it('finds a Dutch place by its name or a common other name', async () => {
    near(await locate(geoData, 'Amsterdam', 'NL'), 52.37403, 4.88969);
    near(await locate(geoData, 'Den Bosch', 'NL'), 51.69917, 5.30417);
    const hague = await locate(geoData, 'den haag', 'NL');
    near(hague, 52.07667, 4.29861);
    assert.equal(hague?.label, 'Den Haag');
  });

  it('places a Belgian town at its postal locality rather than a stray namesake', async () => {
    const brussels = await locate(geoData, 'Bruxelles', 'BE', 'fr');
    near(brussels, 50.8504, 4.3488);
    assert.equal(brussels?.label, 'Bruxelles');
    near(await locate(geoData, 'gand', 'BE'), 51.05, 3.7167);
  });

  it('falls back to the gazetteer for a Belgian place without a postcode of its own', async () => {
    const point = await locate(geoData, "'s Gravenstafel", 'BE');
    near(point, 50.89304, 2.98533);
  });

  it('finds nothing for a name no place has', async () => {
    assert.equal(await locate(geoData, 'Atlantis', 'BE'), null);
  });
});
