import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  startPdokLocatieserver,
  type PdokLocatieserverStandIn,
} from '../../../../tooling/pdok-locatieserver/server.mjs';
import { parseDutchPostcode, parseHouseNumber } from './dutch-postcode';
import { pdokLocatieserver } from './pdok-locatieserver';
import { DEFAULT_ADDRESS_CACHE_TTL_MS, streetPostcodeProvider } from './street-postcode-provider';

describe('the street-level postcode provider', () => {
  let pdok: PdokLocatieserverStandIn;
  before(async () => {
    pdok = await startPdokLocatieserver();
  });
  after(() => pdok.close());
  const suggest = (
    provider: ReturnType<typeof streetPostcodeProvider>,
    code: string,
    number: string,
  ) => provider.suggest(parseDutchPostcode(code)!, parseHouseNumber(number)!);

  it('keeps what PDOK answered for five minutes, then asks again', async () => {
    let now = 0;
    const provider = streetPostcodeProvider({
      addresses: pdokLocatieserver({ baseUrl: pdok.url }),
      now: () => now,
    });
    const asked = pdok.requests.length;
    await suggest(provider, '1012 JS', '1');
    now = DEFAULT_ADDRESS_CACHE_TTL_MS - 1;
    await suggest(provider, '1012 JS', '1');
    assert.equal(pdok.requests.length - asked, 1);
    now = DEFAULT_ADDRESS_CACHE_TTL_MS;
    assert.equal((await suggest(provider, '1012 JS', '1'))?.street, 'Dam');
    assert.equal(pdok.requests.length - asked, 2);
  });

  it('sends one request for lookups of the same address at the same time', async () => {
    const provider = streetPostcodeProvider({
      addresses: pdokLocatieserver({ baseUrl: pdok.url }),
    });
    const asked = pdok.requests.length;
    const answers = await Promise.all([
      suggest(provider, '2513 AA', '1'),
      suggest(provider, '2513aa', '1a'),
    ]);
    assert.deepEqual(
      answers.map((answer) => answer?.longitude),
      [4.31313, 4.31267],
    );
    assert.equal(pdok.requests.length - asked, 1);
  });

  it('keeps a bounded number of addresses', async () => {
    const provider = streetPostcodeProvider({
      addresses: pdokLocatieserver({ baseUrl: pdok.url }),
      cacheSize: 1,
    });
    const asked = pdok.requests.length;
    await suggest(provider, '1012 JS', '1');
    await suggest(provider, '3581 WS', '1');
    await suggest(provider, '1012 JS', '1');
    assert.equal(pdok.requests.length - asked, 3);
  });
});
