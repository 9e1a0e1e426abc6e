import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import {
  startPdokLocatieserver,
  type PdokLocatieserverStandIn,
} from '../../../../tooling/pdok-locatieserver/server.mjs';
import { parseDutchPostcode } from './dutch-postcode';
import { AddressServiceUnavailable, pdokLocatieserver } from './pdok-locatieserver';

const postcode = (text: string) => parseDutchPostcode(text)!;

describe('the PDOK Locatieserver client', () => {
  let pdok: PdokLocatieserverStandIn;
  /** Answers what `body` says, whatever is asked: a proxy's error page, a changed API. */
  let odd: Server;
  let oddBody = '';
  let oddUrl = '';
  before(async () => {
    pdok = await startPdokLocatieserver();
    odd = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(oddBody);
    });
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    oddUrl = `http://127.0.0.1:${(odd.address() as { port: number }).port}`;
  });
  after(async () => {
    await pdok.close();
    odd.closeAllConnections();
    await new Promise((resolve) => odd.close(resolve));
  });

  it('reads each address with its letter and addition as the form takes them', async () => {
    const found = await pdokLocatieserver({ baseUrl: `${pdok.url}/` }).addressesAt(
      postcode('7391 AB'),
      '12',
    );
    assert.deepEqual(
      found.map(({ addition, number, street, city }) => [addition, number, street, city]),
      [
        [null, '12', 'Kerkstraat', 'Twello'],
        ['1', '12-1', 'Kerkstraat', 'Twello'],
        ['2', '12-2', 'Kerkstraat', 'Twello'],
        ['A', '12A', 'Kerkstraat', 'Twello'],
      ],
    );
    assert.deepEqual([found[0]!.latitude, found[0]!.longitude], [52.23612, 6.10264]);
  });

  it('finds nothing for an address PDOK does not know', async () => {
    const client = pdokLocatieserver({ baseUrl: pdok.url });
    assert.deepEqual(await client.addressesAt(postcode('3511 AB'), '12'), []);
  });

  it('calls an answer it cannot read unavailable, never a missing address', async () => {
    const client = pdokLocatieserver({ baseUrl: oddUrl });
    for (const body of ['<html>Bad gateway</html>', '{"response":{"docs":[{"straatnaam":1}]}}']) {
      oddBody = body;
      await assert.rejects(
        client.addressesAt(postcode('1012 JS'), '1'),
        (error) =>
          error instanceof AddressServiceUnavailable && error.reason === 'unreadable answer',
      );
    }
  });

  it('gives up after its timeout, aborting the request', async () => {
    pdok.delayMs = 2000;
    try {
      const started = performance.now();
      await assert.rejects(
        pdokLocatieserver({ baseUrl: pdok.url, timeoutMs: 200 }).addressesAt(
          postcode('1012 JS'),
          '1',
        ),
        (error) => error instanceof AddressServiceUnavailable && error.reason === 'timeout',
      );
      assert.ok(performance.now() - started < 1000);
    } finally {
      pdok.delayMs = 0;
    }
  });
});
