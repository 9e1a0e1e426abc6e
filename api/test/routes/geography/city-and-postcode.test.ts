import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';

interface Member {
  postcode: string;
  city: string;
  cityNl: string | null;
  cityFr: string | null;
}

for (const target of dbTargets()) {
  describe(`GET /data/city-and-postcode on ${target.name}`, () => {
    const app = build(target);
    const search = (q: string, language = 'nl-be') =>
      app().inject({
        method: 'GET',
        url: `/data/city-and-postcode?q=${encodeURIComponent(q)}`,
        headers: { 'accept-language': language },
      });
    const members = async (q: string, language = 'nl-be') =>
      (await search(q, language)).json()['hydra:member'] as Member[];
    const found = async (q: string, language = 'nl-be') =>
      (await members(q, language)).map((member) => `${member.postcode} ${member.city}`);

    it('answers a Hydra collection of postcodes with their place in both languages', async () => {
      const response = await search('1050');
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /^application\/ld\+json/);
      assert.deepEqual(response.json(), {
        '@context': '/api/contexts/CityAndPostcode',
        '@id': '/api/data/city-and-postcode',
        '@type': 'hydra:Collection',
        'hydra:member': [
          {
            '@type': 'CityAndPostcode',
            postcode: '1050',
            city: 'Elsene',
            cityNl: 'Elsene',
            cityFr: 'Ixelles',
          },
        ],
        'hydra:totalItems': 1,
      });
    });

    it('finds postcodes by their first digits, in postcode order, at most 10', async () => {
      const body = (await search('10')).json();
      assert.deepEqual(
        body['hydra:member'].map((member: Member) => member.postcode),
        ['1000', '1020', '1030', '1040', '1050', '1060', '1070', '1080', '1081', '1082'],
      );
      // Every match is counted, so the form can tell that more postcodes start with 10.
      assert.equal(body['hydra:totalItems'], 12);
    });

    it('finds a place by its Dutch name, with or without accents and in any case', async () => {
      assert.deepEqual(await found('Elsene'), ['1050 Elsene']);
      assert.deepEqual(await found('ELSENE'), ['1050 Elsene']);
      assert.deepEqual((await found('Luik')).slice(0, 2), ['4000 Luik', '4020 Luik']);
      assert.deepEqual(await found('sint genesius'), ['1640 Sint-Genesius-Rode']);
    });

    it('finds a place by its French name, with or without accents', async () => {
      for (const q of ['Liège', 'liege', 'LIEGE'])
        assert.deepEqual((await found(q, 'fr-be')).slice(0, 2), ['4000 Liège', '4020 Liège'], q);
      assert.deepEqual(await found('ixelles', 'fr-be'), ['1050 Ixelles']);
      assert.deepEqual(await found('Rhode-Saint-Genese', 'fr-be'), ['1640 Rhode-Saint-Genèse']);
    });

    it('lists names that start with what was typed before names that only contain it', async () => {
      assert.deepEqual(await found('gent'), [
        '9000 Gent',
        '9050 Gentbrugge',
        '1450 Gentinnes',
        '4601 Argenteau',
        '4681 Hermalle-Sous-Argenteau',
      ]);
    });

    it('narrows a postcode by the name typed after it', async () => {
      assert.deepEqual(await found('1050 ix', 'fr-be'), ['1050 Ixelles']);
      assert.deepEqual(await found('40 rocourt'), ['4000 Rocourt']);
    });

    it('names the place in French on fr-be and in Dutch elsewhere, the other name alongside', async () => {
      for (const [language, city] of [
        ['fr-be', 'Bruxelles'],
        ['nl-be', 'Brussel'],
        ['nl-nl', 'Brussel'],
        ['en-us', 'Brussel'],
      ] as const) {
        assert.deepEqual((await members('1000', language))[0], {
          '@type': 'CityAndPostcode',
          postcode: '1000',
          city,
          cityNl: 'Brussel',
          cityFr: 'Bruxelles',
        });
      }
    });

    it('falls back to the one name a village has in either language', async () => {
      // A Walloon village without a Dutch name, and a Flemish one without a French name.
      assert.deepEqual(await members('4601', 'nl-be'), [
        {
          '@type': 'CityAndPostcode',
          postcode: '4601',
          city: 'Argenteau',
          cityNl: null,
          cityFr: 'Argenteau',
        },
      ]);
      assert.deepEqual(await members('1785 hamme', 'fr-be'), [
        {
          '@type': 'CityAndPostcode',
          postcode: '1785',
          city: 'Hamme',
          cityNl: 'Hamme',
          cityFr: null,
        },
      ]);
    });

    it('answers an empty collection when nothing matches', async () => {
      const response = await search('Atlantis');
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json()['hydra:member'], []);
      assert.equal(response.json()['hydra:totalItems'], 0);
    });

    it('refuses a search shorter than 2 characters, in the shopper’s language', async () => {
      const dutch = await search('x', 'nl-be');
      assert.equal(dutch.statusCode, 400);
      assert.equal(dutch.json()['hydra:description'], 'q: Minimale lengte: 2 karakters');
      const french = await search(' 1 ', 'fr-be');
      assert.equal(french.statusCode, 400);
      assert.equal(french.json()['hydra:description'], 'q: Longueur minimale : 2 caractères');
      const missing = await app().inject({ method: 'GET', url: '/data/city-and-postcode' });
      assert.equal(missing.statusCode, 400);
      assert.equal(missing.json().violations[0].code, 'validation.required');
    });

    it('is open to anonymous shoppers, cacheable and rate limited per address', async () => {
      const response = await search('Gent');
      assert.equal(response.headers['cache-control'], 'public, max-age=3600');
      assert.equal(response.headers['x-ratelimit-limit'], '120');
    });
  });
}
