import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';

for (const target of dbTargets()) {
  describe(`POST /postcode/suggestion on ${target.name}`, () => {
    const app = build(target);
    const asForm = (fields: Record<string, string>, language = 'nl-nl') =>
      app().inject({
        method: 'POST',
        url: '/postcode/suggestion',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'accept-language': language,
        },
        payload: new URLSearchParams(fields).toString(),
      });
    const asJson = (payload: Record<string, unknown>, language = 'nl-nl') =>
      app().inject({
        method: 'POST',
        url: '/postcode/suggestion',
        headers: { 'accept-language': language },
        payload,
      });

    it('answers the city and centre of the 4-digit area for a form post, without a street, when no address service is configured', async () => {
      const response = await asForm({ postcode: '1012 AB', number: '12' });
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /^application\/ld\+json/);
      assert.deepEqual(response.json(), {
        '@context': '/api/contexts/PostcodeSuggestion',
        '@type': 'PostcodeSuggestion',
        postcode: '1012 AB',
        housenumber: '12',
        housenumber_addition: null,
        street: null,
        city: 'Amsterdam',
        cities: ['Amsterdam'],
        municipality: 'Amsterdam',
        province: 'Noord-Holland',
        latitude: 52.3735,
        longitude: 4.8951,
        precision: 'postcode-area',
        street_lookup: 'unavailable',
        additions: [],
      });
    });

    it('takes JSON too, with the house number as a number', async () => {
      const body = (await asJson({ postcode: '3011AA', number: 5 })).json();
      assert.equal(body.postcode, '3011 AA');
      assert.equal(body.housenumber, '5');
      assert.equal(body.city, 'Rotterdam');
    });

    it('writes the postcode as 1234 AB and splits the addition off the house number', async () => {
      for (const [postcode, number, addition] of [
        ['1012ab', '12a', 'a'],
        [' 1012 aB ', '12 A', 'A'],
        ['1012  AB', '12-2', '2'],
      ] as const) {
        const body = (await asForm({ postcode, number })).json();
        assert.equal(body.postcode, '1012 AB', postcode);
        assert.equal(body.housenumber, '12', number);
        assert.equal(body.housenumber_addition, addition, number);
      }
    });

    it('names every place of an area that spans villages, the municipality’s own first, and picks none', async () => {
      const body = (await asForm({ postcode: '5386 AB', number: '1' })).json();
      assert.equal(body.city, null);
      assert.deepEqual(body.cities, ['Oss', 'Geffen']);
      assert.equal(body.municipality, 'Oss');
    });

    it('answers both places of 9999, Kantens and Stitswerd, and none of the placeholder rows', async () => {
      const response = await asForm({ postcode: '9999 ZZ', number: '1' });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.city, null);
      assert.deepEqual(body.cities, ['Kantens', 'Stitswerd']);
      assert.equal(body.street, null);
    });

    it('answers “no results” for 1234, which the corrected data no longer places in Lemiers', async () => {
      for (const [language, text] of [
        ['nl-nl', 'Geen resultaten gevonden'],
        ['en-us', 'No results found'],
      ] as const) {
        const response = await asForm({ postcode: '1234 ZZ', number: '1' }, language);
        assert.equal(response.statusCode, 404);
        assert.equal(response.json()['hydra:description'], text);
      }
    });

    it('no longer mixes a wrongly typed place into a real area', async () => {
      for (const [postcode, city] of [
        ['2324 AA', 'Leiden'],
        ['3523 AA', 'Utrecht'],
        ['8611 AA', 'Gaastmeer'],
      ] as const) {
        const body = (await asForm({ postcode, number: '1' })).json();
        assert.deepEqual(body.cities, [city], postcode);
        assert.equal(body.city, city, postcode);
      }
    });

    it('refuses a postcode that is not Dutch, in the shopper’s language', async () => {
      const dutch = await asForm({ postcode: '1000', number: '12' });
      assert.equal(dutch.statusCode, 400);
      assert.deepEqual(dutch.json(), {
        '@context': '/api/contexts/Error',
        '@type': 'hydra:Error',
        'hydra:title': 'Er zit een fout in het formulier',
        'hydra:description': 'postcode: Vul een Nederlandse postcode in zoals 1234 AB',
        violations: [
          {
            propertyPath: 'postcode',
            message: 'Vul een Nederlandse postcode in zoals 1234 AB',
            code: 'validation.dutchPostcode',
          },
        ],
      });
      const english = (await asJson({ postcode: '0123 AB', number: '12' }, 'en-us')).json();
      assert.equal(
        english['hydra:description'],
        'postcode: Enter a Dutch postcode such as 1234 AB',
      );
      const french = (await asJson({ postcode: '1012 ABC', number: '12' }, 'fr-be')).json();
      assert.equal(
        french['hydra:description'],
        'postcode: Saisissez un code postal néerlandais comme 1234 AB',
      );
    });

    it('refuses a house number that does not start with digits', async () => {
      for (const number of ['a12', '', '12/3', '12 abcde']) {
        const response = await asForm({ postcode: '1012 AB', number }, 'en-us');
        assert.equal(response.statusCode, 400, number);
        assert.deepEqual(response.json().violations, [
          {
            propertyPath: 'number',
            message: 'Enter a house number, with an addition if there is one, such as 12 or 12a',
            code: 'validation.houseNumberWithAddition',
          },
        ]);
      }
    });

    it('asks for both fields when they are missing', async () => {
      const body = (await asJson({})).json();
      assert.deepEqual(
        body.violations.map((v: { propertyPath: string; code: string }) => [
          v.propertyPath,
          v.code,
        ]),
        [
          ['postcode', 'validation.required'],
          ['number', 'validation.required'],
        ],
      );
    });

    it('answers 404 with “no results” for a 4-digit area that does not exist', async () => {
      const dutch = await asForm({ postcode: '1000 AA', number: '1' });
      assert.equal(dutch.statusCode, 404);
      assert.equal(dutch.json()['hydra:description'], 'Geen resultaten gevonden');
      const english = await asJson({ postcode: '1000 AA', number: '1' }, 'en-us');
      assert.equal(english.json()['hydra:title'], 'No results found');
    });

    it('is open to anonymous shoppers and rate limited per address', async () => {
      const response = await asForm({ postcode: '1012 AB', number: '1' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['x-ratelimit-limit'], '60');
    });
  });
}
