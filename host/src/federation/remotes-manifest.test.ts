import { fetchRemotesManifest } from './remotes-manifest';

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
    await expect(fetchRemotesManifest('/remotes.json', respond(manifest))).resolves.toEqual(
      manifest,
    );
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
