/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { pageFor } from '@shop/contracts/routes';
import { siteRoutes } from '../federation/route-modules';
import { routesWithCanaries } from './canary-routes';
import { canariesFor, isRemoteAvailable, refreshRemotes } from './server-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const remotesJson = path.join(mkdtempSync(path.join(tmpdir(), 'server-remotes-')), 'remotes.json');
const manifests: Record<string, unknown> = {};
const sharedUi = (requiredVersion: string) => ({
  shared: [{ name: '@shop/shared-ui', version: '1.0.0', requiredVersion, singleton: true }],
  exposes: [],
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.mocked(loadRemote).mockRejectedValue(new Error('not loaded in this test'));
  jest.mocked(getInstance).mockReturnValue({
    options: { name: 'host', shared: { '@shop/shared-ui': [{ version: '1.0.0', from: 'host' }] } },
  } as unknown as ReturnType<typeof getInstance>);
  jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    const manifest = manifests[url];
    if (manifest) return Promise.resolve(new Response(JSON.stringify(manifest)));
    if (url.endsWith('/server/remoteEntry.js')) return Promise.resolve(new Response(url));
    return Promise.resolve(new Response('', { status: 404 }));
  });
});

describe('the remotes the server renders', () => {
  it('leaves out a release whose shared needs the host does not meet, naming the mismatch', async () => {
    manifests['http://giftcard.test/mf-manifest.json'] = sharedUi('^9.0.0');
    manifests['http://product.test/mf-manifest.json'] = sharedUi('^1.0.0');
    writeFileSync(
      remotesJson,
      JSON.stringify({
        giftcard: 'http://giftcard.test/mf-manifest.json',
        product: 'http://product.test/mf-manifest.json',
      }),
    );
    await refreshRemotes(remotesJson);
    expect(isRemoteAvailable('giftcard')).toBe(false);
    expect(isRemoteAvailable('product')).toBe(true);
    expect(jest.mocked(registerRemotes).mock.calls.map(([remotes]) => remotes)).toEqual([
      [{ name: 'product', entry: expect.stringContaining('http://product.test/server/') }],
    ]);
    expect(console.error).toHaveBeenCalledWith(
      '[host-server] remote giftcard needs @shop/shared-ui ^9.0.0, the host provides 1.0.0: not mounted',
    );
  });

  it('renders the remote again once remotes.json points at a release the host can mount', async () => {
    manifests['http://giftcard-previous.test/mf-manifest.json'] = sharedUi('^1.0.0');
    writeFileSync(
      remotesJson,
      JSON.stringify({ giftcard: 'http://giftcard-previous.test/mf-manifest.json' }),
    );
    await refreshRemotes(remotesJson);
    expect(isRemoteAvailable('giftcard')).toBe(true);
  });
});

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

  it('routes a canary shopper with the canary’s pages: a page only it has is theirs, not a 404', async () => {
    const canary = 'http://giftcard-next.test/mf-manifest.json';
    manifests[canary] = {
      metaData: {
        shopRoutes: {
          pages: [
            { path: '/cadeaukaart/*', module: 'GiftcardRoutes' },
            { path: '/cadeaubon/*', module: 'GiftcardRoutes' },
            { path: '/bestelling-zoeken', module: 'OrderSearchPage' },
          ],
        },
      },
    };
    await readRemotesJson({
      giftcard: { url: nowhere('giftcard'), canary: { url: canary, share: 0.5 } },
    });
    expect(canariesFor('shop-host-canary=giftcard', '/cadeaubon/saldo')).toEqual(['giftcard']);
    expect(canariesFor('shop-host-bucket=499', '/fr-be/cadeaubon/saldo')).toEqual(['giftcard']);
    expect(canariesFor('shop-host-bucket=500', '/cadeaubon/saldo')).toEqual([]);
    expect(pageFor(routesWithCanaries(['giftcard']), 'nl-nl', '/cadeaubon/saldo')).toMatchObject({
      module: 'giftcard/GiftcardRoutes',
    });
    // Everyone else: the stable routes, without that page.
    expect(routesWithCanaries([])).toBe(siteRoutes());
    expect(pageFor(routesWithCanaries([]), 'nl-nl', '/cadeaubon/saldo')).toBeUndefined();
  });

  it('routes a canary shopper as everyone when the canary’s manifest cannot be read', async () => {
    await readRemotesJson({
      giftcard: { url: nowhere('giftcard'), canary: { url: nowhere('giftcard-next'), share: 1 } },
    });
    expect(canariesFor('shop-host-bucket=1', '/cadeaubon/saldo')).toEqual([]);
    expect(routesWithCanaries(['giftcard'])).toBe(siteRoutes());
  });

  it('names none once remotes.json is pointed back (a rollback)', async () => {
    await readRemotesJson(withGiftcardCanary);
    await readRemotesJson({ giftcard: nowhere('giftcard') });
    expect(canariesFor('shop-host-canary=giftcard', '/cadeaukaart/saldo')).toEqual([]);
  });
});
