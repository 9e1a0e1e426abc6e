import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  startPdokLocatieserver,
  type PdokLocatieserverStandIn,
} from '../../../../tooling/pdok-locatieserver/server.mjs';
import { build, dbTargets } from '../../helpers/build';
import { expandAnswer } from '../../helpers/json-ld';

/** The street of a Dutch address from PDOK's Locatieserver, the postcode areas behind it (ADR 0047). */
const suggest = (app: FastifyInstance, postcode: string, number: string, language = 'nl-nl') =>
  app.inject({
    method: 'POST',
    url: '/postcode/suggestion',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': language,
    },
    payload: new URLSearchParams({ postcode, number }).toString(),
  });

/** An address on this machine where nothing listens: connection refused. */
async function refusedUrl() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

for (const target of dbTargets()) {
  describe(`POST /postcode/suggestion with PDOK's Locatieserver on ${target.name}`, () => {
    let pdok: PdokLocatieserverStandIn;
    const logLines: string[] = [];
    before(async () => {
      pdok = await startPdokLocatieserver();
    });
    after(() => pdok.close());
    const app = build(target, () => ({
      addressLookup: { pdokUrl: pdok.url },
      logLevel: 'warn',
      logStream: { write: (line: string) => logLines.push(line) },
    }));
    /** The searches the app sent PDOK since `from`. */
    const searchesSince = (from: number) => pdok.requests.slice(from);

    it('fills in street and city of an address PDOK knows, asking for exactly that address', async () => {
      const asked = pdok.requests.length;
      const response = await suggest(app(), '1012js', '1');
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^application\/ld\+json/);
      assert.deepEqual(response.json(), {
        '@context': '/api/contexts/PostcodeSuggestion',
        '@type': 'PostcodeSuggestion',
        postcode: '1012 JS',
        housenumber: '1',
        housenumber_addition: null,
        street: 'Dam',
        city: 'Amsterdam',
        cities: ['Amsterdam'],
        municipality: 'Amsterdam',
        province: 'Noord-Holland',
        latitude: 52.3731,
        longitude: 4.89136,
        precision: 'address',
        street_lookup: 'found',
        additions: [{ addition: null, number: '1' }],
      });
      const [search] = searchesSince(asked);
      const query = new URL(search!, pdok.url).searchParams;
      assert.equal(new URL(search!, pdok.url).pathname, '/bzk/locatieserver/search/v3_1/free');
      assert.deepEqual(query.getAll('fq'), ['type:adres', 'postcode:1012JS', 'huisnummer:1']);
      assert.equal(query.get('rows'), '100');
      assert.match(query.get('fl')!, /^straatnaam huisnummer huisletter huisnummertoevoeging /);
    });

    it('offers every addition of a house number, the bare number first, and names the place of a shared area', async () => {
      const body = (await suggest(app(), '7391 AB', '12')).json();
      assert.equal(body.street, 'Kerkstraat');
      // 7391 is Twello and Wilp: the postcode areas alone would let the shopper choose.
      assert.equal(body.city, 'Twello');
      assert.deepEqual(body.cities, ['Twello']);
      assert.equal(body.municipality, 'Voorst');
      assert.deepEqual(body.additions, [
        { addition: null, number: '12' },
        { addition: '1', number: '12-1' },
        { addition: '2', number: '12-2' },
        { addition: 'A', number: '12A' },
      ]);
    });

    it('answers JSON-LD that a processor reads whole, the additions included', async () => {
      const body = (await suggest(app(), '7391 AB', '12')).json();
      const { expanded, dropped } = await expandAnswer(app(), '/postcode/suggestion', body);
      assert.equal(expanded.length, 1);
      assert.deepEqual(dropped, []);
    });

    it('answers the address the shopper typed with its addition, whatever its case or dash', async () => {
      const withLetter = (await suggest(app(), '2513AA', '1a')).json();
      assert.equal(withLetter.housenumber_addition, 'a');
      assert.equal(withLetter.street, 'Binnenhof');
      assert.equal(withLetter.city, "'s-Gravenhage");
      assert.equal(withLetter.longitude, 4.31267);
      assert.deepEqual(
        withLetter.additions.map((one: { number: string }) => one.number),
        ['1', '1A'],
      );
      const onlyALetter = (await suggest(app(), '3073 KJ', '47')).json();
      assert.deepEqual(onlyALetter.additions, [{ addition: 'A', number: '47A' }]);
    });

    it('keeps the city of the postcode area for an address PDOK does not know, and says the street was not found', async () => {
      const response = await suggest(app(), '3511 AB', '12');
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.street, null);
      assert.equal(body.city, 'Utrecht');
      assert.equal(body.precision, 'postcode-area');
      assert.equal(body.street_lookup, 'not-found');
      assert.deepEqual(body.additions, []);
    });

    it('answers “no results” when neither PDOK nor the postcode areas know the postcode', async () => {
      const response = await suggest(app(), '1000 AA', '1', 'en-us');
      assert.equal(response.statusCode, 404);
      assert.equal(response.json()['hydra:description'], 'No results found');
    });

    it('asks PDOK once for an address looked up twice, and again for another number', async () => {
      const asked = pdok.requests.length;
      await suggest(app(), '6512 BK', '1');
      const again = (await suggest(app(), '6512bk', '1 ')).json();
      assert.equal(again.street, 'Arend Noorduijnstraat');
      assert.equal(searchesSince(asked).length, 1);
      await suggest(app(), '6512 BK', '3');
      assert.equal(searchesSince(asked).length, 2);
    });

    it('falls back on the postcode area when PDOK answers an error, and asks again next time', async () => {
      const asked = pdok.requests.length;
      pdok.failWith = 503;
      try {
        const body = (await suggest(app(), '3581 WS', '1')).json();
        assert.equal(body.street, null);
        assert.equal(body.city, 'Utrecht');
        assert.equal(body.precision, 'postcode-area');
        assert.equal(body.street_lookup, 'unavailable');
      } finally {
        pdok.failWith = null;
      }
      const recovered = (await suggest(app(), '3581 WS', '1')).json();
      assert.equal(recovered.street, 'Bolstraat');
      assert.equal(searchesSince(asked).length, 2);
    });

    it('gives PDOK 1.5 seconds, then answers the postcode area without waiting longer', async () => {
      pdok.delayMs = 4000;
      try {
        const started = performance.now();
        const body = (await suggest(app(), '1071 XX', '1')).json();
        const waited = performance.now() - started;
        assert.equal(body.street_lookup, 'unavailable');
        assert.equal(body.city, 'Amsterdam');
        assert.equal(body.street, null);
        assert.ok(waited >= 1400 && waited < 2500, `waited ${Math.round(waited)} ms`);
      } finally {
        pdok.delayMs = 0;
      }
    });

    it('logs why PDOK could not answer, without the address', () => {
      const warnings = logLines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.level === 40);
      assert.deepEqual(
        warnings.map((entry) => [entry.msg, entry.reason]),
        [
          ['PDOK Locatieserver unavailable: postcode areas only', 'error answer'],
          ['PDOK Locatieserver unavailable: postcode areas only', 'timeout'],
        ],
      );
      assert.doesNotMatch(logLines.join(''), /3581|1071/);
    });
  });

  describe(`POST /postcode/suggestion with PDOK down on ${target.name}`, () => {
    let pdokUrl = '';
    before(async () => {
      pdokUrl = await refusedUrl();
    });
    const app = build(target, () => ({ addressLookup: { pdokUrl } }));

    it('answers the city of the postcode area at once when PDOK refuses the connection', async () => {
      const started = performance.now();
      const response = await suggest(app(), '1012 JS', '1');
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.street, null);
      assert.equal(body.city, 'Amsterdam');
      assert.equal(body.street_lookup, 'unavailable');
      assert.deepEqual(body.additions, []);
      assert.ok(performance.now() - started < 1000);
    });

    it('still shows the shopper the places of a shared area to choose from', async () => {
      const body = (await suggest(app(), '7391 AB', '12')).json();
      assert.equal(body.city, null);
      assert.deepEqual(body.cities, ['Twello', 'Wilp']);
      assert.equal(body.street_lookup, 'unavailable');
    });
  });
}
