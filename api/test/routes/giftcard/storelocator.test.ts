import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { distanceKm } from '../../../src/domain/sales-points/distance';

interface Merchant {
  merchantName: string;
  postcode: string;
  city: string;
  country: 'NL' | 'BE';
  latitude: number;
  longitude: number;
  brand: { id: number; name: string };
  openingHours: Record<string, { opens: string; closes: string } | null>;
  distance_km: number;
}

for (const target of dbTargets()) {
  describe(`GET /giftcard/storelocator on ${target.name}`, () => {
    const app = build(target);
    const find = async (query: string, headers: Record<string, string> = {}) => {
      const response = await app().inject({
        method: 'GET',
        url: `/giftcard/storelocator?${query}`,
        headers,
      });
      return { status: response.statusCode, body: response.json() };
    };
    const members = (body: { 'hydra:member': Merchant[] }) => body['hydra:member'];

    it('finds the sales points near Utrecht, nearest first, with their distance and hours', async () => {
      const { status, body } = await find('search=Utrecht, Nederland&distance=10');
      assert.equal(status, 200);
      assert.equal(body['@type'], 'hydra:Collection');
      assert.equal(body.point.label, 'Utrecht');
      const found = members(body);
      assert.ok(found.length >= 3);
      assert.ok(found.some((merchant) => merchant.city === 'Utrecht'));
      const distances = found.map((merchant) => merchant.distance_km);
      assert.deepEqual(
        distances,
        [...distances].sort((a, b) => a - b),
      );
      assert.ok(distances.every((km) => km <= 10 && Number.isInteger(km * 10)));
      assert.ok(Object.keys(found[0]!.openingHours).includes('sat'));
      assert.equal(typeof found[0]!.brand.name, 'string');
    });

    it('measures the distance as the haversine formula does', async () => {
      const { body } = await find('point=52.0907,5.1214&distance=25');
      for (const merchant of members(body)) {
        const km = distanceKm({ latitude: 52.0907, longitude: 5.1214 }, merchant);
        assert.ok(Math.abs(km - merchant.distance_km) <= 0.05);
      }
    });

    it('finds them near a Dutch postcode, with or without its letters', async () => {
      const { body } = await find('search=3511 AB');
      assert.equal(body.point.label, '3511 Utrecht');
      assert.ok(members(body).length > 0);
      assert.deepEqual((await find('search=3511')).body.point, body.point);
    });

    it('finds them near a Belgian postcode', async () => {
      const { body } = await find('search=2000&distance=5');
      assert.equal(body.point.label, '2000 Antwerpen');
      const found = members(body);
      assert.ok(found.length > 0);
      assert.ok(found.every((merchant) => merchant.country === 'BE'));
    });

    it('finds them near a point', async () => {
      const { status, body } = await find('point=51.2199,4.4035&distance=5');
      assert.equal(status, 200);
      assert.equal(body.point.label, null);
      assert.ok(members(body).some((merchant) => merchant.city === 'Antwerpen'));
    });

    it('finds more within a larger distance, never more than 50', async () => {
      const near = (await find('search=Utrecht&distance=5')).body;
      const far = (await find('search=Utrecht&distance=50')).body;
      assert.ok(far['hydra:totalItems'] > near['hydra:totalItems']);
      assert.equal(members(far).length, 50);
      assert.ok(members(far).every((merchant) => merchant.distance_km <= 50));
      assert.ok(members(near).every((merchant) => merchant.distance_km <= 5));
    });

    it('keeps to one brand when asked', async () => {
      const brands = (await app().inject({ method: 'GET', url: '/brands' })).json();
      const brand = brands['hydra:member'][0] as { id: number; name: string };
      const all = members((await find('search=Amsterdam&distance=50')).body);
      const { body } = await find(`search=Amsterdam&distance=50&brand=${brand.id}`);
      assert.ok(members(body).length > 0 && members(body).length < all.length);
      assert.ok(members(body).every((merchant) => merchant.brand.id === brand.id));
    });

    it('answers an unknown place with no members and the places it might be', async () => {
      const { status, body } = await find('search=Utrekt');
      assert.equal(status, 200);
      assert.equal(body['hydra:totalItems'], 0);
      assert.deepEqual(body['hydra:member'], []);
      assert.equal(body['hydra:description'], 'Geen resultaten gevonden');
      assert.ok(body.suggestions.includes('Utrecht'));
      const english = await find('search=Nowhereville', { 'accept-language': 'en-US' });
      assert.equal(english.body['hydra:description'], 'No results found');
    });

    it('refuses a bad point, distance or brand, and a search without a place or point', async () => {
      for (const query of [
        'point=52.09',
        'point=95,5.12',
        'point=abc,def',
        'search=Utrecht&distance=7',
        'search=Utrecht&distance=ten',
        'search=Utrecht&brand=x',
        'search=Utrecht&point=52.09,5.12',
        '',
      ]) {
        const { status, body } = await find(query);
        assert.equal(status, 400, query);
        assert.equal(body['@type'], 'hydra:Error', query);
      }
    });
  });
}
