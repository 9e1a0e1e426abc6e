import * as v from 'valibot';
import { fetchRemotesManifest, remotesManifestSchema } from './remotes-manifest';

const respond = (body: unknown, status = 200) =>
  jest.fn(() =>
    Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response),
  );

describe('fetchRemotesManifest', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('reads remote name → mf-manifest.json URL', async () => {
    const manifest = {
      product: 'https://product.example/mf-manifest.json',
      account: '/account/mf-manifest.json',
    };
    await expect(fetchRemotesManifest('/remotes.json', respond(manifest))).resolves.toEqual({
      product: { url: 'https://product.example/mf-manifest.json' },
      account: { url: '/account/mf-manifest.json' },
    });
  });

  it('starts without remotes when the file is missing', async () => {
    await expect(fetchRemotesManifest('/remotes.json', respond({}, 404))).resolves.toEqual({});
  });

  it('starts without remotes when an entry is not a URL', async () => {
    await expect(
      fetchRemotesManifest('/remotes.json', respond({ product: 'javascript:alert(1)' })),
    ).resolves.toEqual({});
  });
});

describe('a canary in remotes.json', () => {
  const parse = (giftcard: unknown) => v.safeParse(remotesManifestSchema, { giftcard });

  it('reads a second release with its share and opt-in cookie', () => {
    const parsed = parse({
      url: '/remotes/giftcard/mf-manifest.json',
      canary: { url: 'https://gc-next.example/mf-manifest.json', share: 0.1, cookie: 'gc-next' },
    });
    expect(parsed.success && parsed.output.giftcard).toEqual({
      url: '/remotes/giftcard/mf-manifest.json',
      canary: { url: 'https://gc-next.example/mf-manifest.json', share: 0.1, cookie: 'gc-next' },
    });
  });

  it('reaches no share of shoppers when none is given: by cookie only', () => {
    const parsed = parse({
      url: '/gc/mf-manifest.json',
      canary: { url: '/gc-next/mf-manifest.json' },
    });
    expect(parsed.success && parsed.output.giftcard?.canary?.share).toBe(0);
  });

  it('reads an object without a canary as the stable release alone', () => {
    const parsed = parse({ url: '/gc/mf-manifest.json' });
    expect(parsed.success && parsed.output.giftcard).toEqual({ url: '/gc/mf-manifest.json' });
  });

  it.each([
    ['a share above 1', { url: '/n/mf-manifest.json', share: 1.5 }],
    ['a negative share', { url: '/n/mf-manifest.json', share: -0.1 }],
    ['a share written as text', { url: '/n/mf-manifest.json', share: '10%' }],
    ['a canary URL that is no URL', { url: 'javascript:alert(1)' }],
    ['a cookie name with a separator', { url: '/n/mf-manifest.json', cookie: 'a;b' }],
  ])('refuses %s', (_, canary) => {
    expect(parse({ url: '/gc/mf-manifest.json', canary }).success).toBe(false);
  });

  it('refuses a misspelt key rather than ignoring a canary', () => {
    expect(
      parse({ url: '/gc/mf-manifest.json', canery: { url: '/n/mf-manifest.json' } }).success,
    ).toBe(false);
  });
});
