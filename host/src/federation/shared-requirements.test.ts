import {
  describeUnmetNeeds,
  providedSharedVersions,
  unmetSharedNeeds,
  type SharedNeed,
} from './shared-requirements';

const provided = new Map([
  ['@shop/shared-ui', '1.0.0'],
  ['@shop/shared-ui/router', '1.0.0'],
  ['react', '19.3.1'],
]);
const need = (name: string, requiredVersion: string, singleton = true): SharedNeed => ({
  name,
  requiredVersion,
  singleton,
});

describe('unmetSharedNeeds', () => {
  it('accepts a remote built against the versions the host provides or older ones', () => {
    expect(
      unmetSharedNeeds([need('@shop/shared-ui', '^1.0.0'), need('react', '^19.1.0')], provided),
    ).toEqual([]);
  });

  it('names a remote built against a newer major of a shared package', () => {
    expect(unmetSharedNeeds([need('@shop/shared-ui', '^2.0.0')], provided)).toEqual([
      { name: '@shop/shared-ui', range: '^2.0.0', provided: '1.0.0' },
    ]);
  });

  it('names a remote built against a newer minor: the host lacks what it added', () => {
    expect(unmetSharedNeeds([need('@shop/shared-ui', '^1.1.0')], provided)).toEqual([
      { name: '@shop/shared-ui', range: '^1.1.0', provided: '1.0.0' },
    ]);
  });

  it('names a package once, not again for its subpaths', () => {
    const needs = [need('@shop/shared-ui', '^9.0.0'), need('@shop/shared-ui/router', '^9.0.0')];
    expect(unmetSharedNeeds(needs, provided).map((unmet) => unmet.name)).toEqual([
      '@shop/shared-ui',
    ]);
  });

  it('takes a subpath the host has not registered as its package, at the package’s version', () => {
    // The host server renders with react-dom/server: a remote's dev build also lists react-dom/client.
    const server = new Map([['react-dom', '19.3.1']]);
    expect(unmetSharedNeeds([need('react-dom/client', '^19.3.1')], server)).toEqual([]);
    expect(unmetSharedNeeds([need('react-dom/client', '^20.0.0')], server)).toEqual([
      { name: 'react-dom/client', range: '^20.0.0', provided: '19.3.1' },
    ]);
  });

  it('refuses a singleton the host does not provide, not a module the remote brings itself', () => {
    expect(
      unmetSharedNeeds(
        [need('@shop/shared-auth', '^1.0.0'), need('date-fns', '^4.0.0', false)],
        provided,
      ),
    ).toEqual([{ name: '@shop/shared-auth', range: '^1.0.0', provided: undefined }]);
  });
});

describe('providedSharedVersions', () => {
  it("takes the host's own registration, not the copy a remote brought", () => {
    const versions = providedSharedVersions({
      name: 'host',
      shared: {
        '@shop/shared-ui': [
          { version: '9.0.0', from: 'giftcard' },
          { version: '1.0.0', from: 'host' },
        ],
        react: [{ version: '19.3.1', from: 'host' }],
      },
    });
    expect([...versions]).toEqual([
      ['@shop/shared-ui', '1.0.0'],
      ['react', '19.3.1'],
    ]);
  });
});

describe('describeUnmetNeeds', () => {
  it('names the remote, each package, the range it needs and what the host provides', () => {
    expect(
      describeUnmetNeeds('giftcard', [
        { name: '@shop/shared-ui', range: '^2.0.0', provided: '1.0.0' },
        { name: '@shop/shared-auth', range: '^1.0.0', provided: undefined },
      ]),
    ).toBe(
      '[host] remote giftcard needs @shop/shared-ui ^2.0.0, the host provides 1.0.0; ' +
        '@shop/shared-auth ^1.0.0, the host provides none: not mounted',
    );
  });
});
