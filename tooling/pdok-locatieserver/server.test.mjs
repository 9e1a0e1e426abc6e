// The stand-in answers as PDOK's Locatieserver documents its v3.1 `free` endpoint (ADR 0047).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FREE_PATH, startPdokLocatieserver } from './server.mjs';

describe('the PDOK Locatieserver stand-in', () => {
  let server;
  const free = async (query) => {
    const response = await fetch(`${server.url}${FREE_PATH}?${new URLSearchParams(query)}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: await response.json(),
    };
  };
  before(async () => {
    server = await startPdokLocatieserver();
  });
  after(() => server.close());

  it('finds every address of a postcode and house number by filter queries, in the BAG’s spelling', async () => {
    const { status, type, body } = await free([
      ['fq', 'type:adres'],
      ['fq', 'postcode:7391AB'],
      ['fq', 'huisnummer:12'],
      [
        'fl',
        'straatnaam huisnummer huisletter huisnummertoevoeging huis_nlt postcode woonplaatsnaam',
      ],
      ['rows', '100'],
    ]);
    assert.equal(status, 200);
    assert.match(type, /^application\/json/);
    assert.equal(body.response.numFound, 4);
    assert.deepEqual(
      body.response.docs.map((doc) => doc.huis_nlt),
      ['12', '12A', '12-1', '12-2'],
    );
    assert.deepEqual(body.response.docs[1], {
      straatnaam: 'Kerkstraat',
      huisnummer: 12,
      huisletter: 'A',
      huis_nlt: '12A',
      postcode: '7391AB',
      woonplaatsnaam: 'Twello',
    });
    // A field without value is left out, as PDOK leaves it out.
    assert.equal('huisletter' in body.response.docs[0], false);
  });

  it('reads a search with field terms joined by and, and bare words in the display name', async () => {
    const joined = await free({ q: 'postcode:2513AA and huisnummer:1', fl: 'weergavenaam' });
    assert.deepEqual(
      joined.body.response.docs.map((doc) => doc.weergavenaam),
      ["Binnenhof 1, 2513AA 's-Gravenhage", "Binnenhof 1A, 2513AA 's-Gravenhage"],
    );
    const words = await free({ q: '"Arend Noorduijnstraat" Nijmegen', fq: 'type:(adres OR weg)' });
    assert.equal(words.body.response.numFound, 1);
    assert.equal(words.body.response.docs[0].centroide_ll, 'POINT(5.8538 51.8408)');
  });

  it('answers an address it does not know with no documents', async () => {
    const { status, body } = await free({ fq: ['postcode:3511AB'], rows: '5' });
    assert.equal(status, 200);
    assert.deepEqual(body.response, {
      numFound: 0,
      start: 0,
      maxScore: 0,
      numFoundExact: true,
      docs: [],
    });
  });

  it('pages with rows and start, at most 100 rows', async () => {
    const page = await free({ fq: 'postcode:7391AB', rows: '2', start: '1', fl: 'huis_nlt' });
    assert.deepEqual(page.body.response.docs, [{ huis_nlt: '12A' }, { huis_nlt: '12-1' }]);
    assert.equal(page.body.response.numFound, 5);
    assert.equal((await free({ rows: '101' })).status, 400);
  });

  it('refuses a parameter the API does not document, and a query it cannot read', async () => {
    const unknown = await free({ postcode: '7391AB' });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.error.msg, /unknown query parameter 'postcode'/);
    assert.equal((await free({ fq: 'postcode:(' })).status, 400);
    assert.equal((await free({ fl: 'straatnaam;drop' })).status, 400);
  });

  it('answers late or with an error when told to, and lists what it was asked', async () => {
    server.failWith = 503;
    assert.equal((await free({ fq: 'postcode:1012JS' })).status, 503);
    server.failWith = null;
    server.delayMs = 300;
    const started = Date.now();
    assert.equal((await free({ fq: 'postcode:1012JS' })).status, 200);
    assert.ok(Date.now() - started >= 290);
    server.delayMs = 0;
    assert.ok(server.requests.at(-1).startsWith(`${FREE_PATH}?fq=postcode%3A1012JS`));
  });
});
