/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canariesFor, refreshRemotes } from './server-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

// Nothing listens there: the remotes count as unavailable, remotes.json is read all the same.
const nowhere = (name: string) => `http://127.0.0.1:9/${name}/mf-manifest.json`;

async function readRemotesJson(manifest: unknown): Promise<void> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'remotes-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(manifest));
  await refreshRemotes(file);
}

describe('canariesFor', () => {
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  const withGiftcardCanary = {
    product: nowhere('product'),
    checkout: {
      url: nowhere('checkout'),
      canary: { url: nowhere('checkout-next'), share: 1 },
    },
    giftcard: {
      url: nowhere('giftcard'),
      canary: { url: nowhere('giftcard-next'), share: 0.5, cookie: 'giftcard' },
    },
  };

  it('names the canaries of the page’s remotes that the shopper gets, from remotes.json as last read', async () => {
    await readRemotesJson(withGiftcardCanary);
    expect(canariesFor('shop-host-canary=giftcard', '/cadeaukaart/saldo')).toEqual(['giftcard']);
    expect(canariesFor('shop-host-bucket=499', '/fr-be/cadeaukaart/saldo')).toEqual(['giftcard']);
    expect(canariesFor('shop-host-bucket=500', '/cadeaukaart/saldo')).toEqual([]);
    expect(canariesFor(undefined, '/cadeaukaart/saldo')).toEqual([]);
  });

  it('leaves out a canary of a remote the server does not render on that page', async () => {
    await readRemotesJson(withGiftcardCanary);
    // The product page has no gift card part, and checkout's mini cart renders in the browser only.
    expect(
      canariesFor('shop-host-canary=giftcard; shop-host-bucket=0', '/p/zonnig-boeket'),
    ).toEqual([]);
  });

  it('names none once remotes.json is pointed back (a rollback)', async () => {
    await readRemotesJson(withGiftcardCanary);
    await readRemotesJson({ giftcard: nowhere('giftcard') });
    expect(canariesFor('shop-host-canary=giftcard', '/cadeaukaart/saldo')).toEqual([]);
  });
});
