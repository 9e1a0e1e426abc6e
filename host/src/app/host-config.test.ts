import { devHostConfig } from '@shop/webpack-config/dev-host-config.cjs';
import * as v from 'valibot';
import {
  fetchHostConfig,
  hostConfigSchema,
  PRODUCTION_REMOTE_LOAD_TIMEOUT_MS,
} from './host-config';

const respond = (body: unknown, status = 200) =>
  jest.fn(() =>
    Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response),
  );

describe('the host configuration', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('reads the logout URL and the remote load timeout', async () => {
    const config = { logoutUrl: 'https://www.bloemenzo.nl/tot-ziens', remoteLoadTimeoutMs: 8000 };
    await expect(fetchHostConfig('/host-config.json', respond(config))).resolves.toEqual(config);
  });

  it('takes production’s 5 s load timeout and no logout URL when the file leaves them out', async () => {
    await expect(fetchHostConfig('/host-config.json', respond({}))).resolves.toEqual({
      remoteLoadTimeoutMs: 5000,
    });
    expect(PRODUCTION_REMOTE_LOAD_TIMEOUT_MS).toBe(5000);
  });

  it('refuses a logout URL off the site’s paths and names the setting', async () => {
    for (const logoutUrl of ['//evil.example/x', 'javascript:alert(1)', 'tot-ziens']) {
      await expect(
        fetchHostConfig('/host-config.json', respond({ logoutUrl, remoteLoadTimeoutMs: 5000 })),
      ).resolves.toEqual({ remoteLoadTimeoutMs: 5000 });
    }
    expect(String(logged.mock.calls[0]?.[1])).toContain('logoutUrl');
  });

  it('starts with the defaults when the file is missing', async () => {
    await expect(fetchHostConfig('/host-config.json', respond({}, 404))).resolves.toEqual({
      remoteLoadTimeoutMs: 5000,
    });
  });

  it('gives remotes longer to load on the dev servers than in production', () => {
    const dev = v.parse(hostConfigSchema, devHostConfig({}));
    expect(dev.remoteLoadTimeoutMs).toBe(30_000);
    expect(dev.logoutUrl).toBeUndefined();
    expect(
      v.parse(
        hostConfigSchema,
        devHostConfig({ REMOTE_LOAD_TIMEOUT_MS: '45000', LOGOUT_URL: '/tot-ziens' }),
      ),
    ).toEqual({ remoteLoadTimeoutMs: 45_000, logoutUrl: '/tot-ziens' });
    expect(() => devHostConfig({ REMOTE_LOAD_TIMEOUT_MS: 'lang' })).toThrow(
      'REMOTE_LOAD_TIMEOUT_MS must be a whole number',
    );
  });
});
