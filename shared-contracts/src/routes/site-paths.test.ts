import { localizedPath } from '../messages';
import { remotePagePaths, shellPaths } from './site-paths';

describe("the site's paths", () => {
  it('are paths inside the locale prefix, each once', () => {
    const paths = [...Object.values(shellPaths), ...Object.values(remotePagePaths)].map((path) =>
      typeof path === 'function' ? path('x') : path,
    );
    for (const path of paths) expect(path).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('puts an order’s id into its path as one segment', () => {
    expect(remotePagePaths.accountOrder('a/b')).toBe('/mijn-account/bestellingen/a%2Fb');
    expect(localizedPath('fr-be', remotePagePaths.orderConfirmation('1'))).toBe(
      '/fr-be/afrekenen/bevestiging/1',
    );
    expect(localizedPath('nl-nl', shellPaths.resetPassword)).toBe('/wachtwoord-herstellen');
  });
});
