const path = require('node:path');

// Every app runs exactly one copy of these. Each build's mf-manifest.json states, per shared
// module, the version it was built with and the range it needs (`^` of the workspace version):
// `pnpm release:check` and the host refuse a remote whose ranges the host does not satisfy
// (ADR 0035).
const singletonPackages = [
  'react',
  'react-dom',
  'jotai',
  'i18next',
  'react-i18next',
  '@shop/shared-auth',
  '@shop/shared-http',
  '@shop/shared-ui',
];
// Entry points of singletons that apps import by their own path. The router is shared only
// through shared-ui's entry (ADR 0013): react-router-dom itself is no shared module, so webpack
// keeps just the exports that entry names.
const singletonSubpaths = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  '@shop/shared-ui/router': '@shop/shared-ui',
  '@shop/shared-auth/screens': '@shop/shared-auth',
  '@shop/shared-ui/forms': '@shop/shared-ui',
};

/**
 * A test seam, never set in a release: SHOP_SHARED_VERSION_OVERRIDE='@shop/shared-ui=9.0.0'
 * builds as if that workspace package had that version, so e2e can build a remote "against a
 * newer shared-ui" without touching the sources (ADR 0035). Several: comma-separated.
 */
function versionOverrides(value = process.env.SHOP_SHARED_VERSION_OVERRIDE ?? '') {
  const overrides = new Map();
  for (const pair of value.split(',').filter((part) => part.trim())) {
    const match = /^\s*(@?[^=\s]+)=(\d+\.\d+\.\d+\S*)\s*$/.exec(pair);
    if (!match) {
      throw new Error(
        `SHOP_SHARED_VERSION_OVERRIDE: "${pair}" is not <package>=<version> (e.g. @shop/shared-ui=9.0.0)`,
      );
    }
    overrides.set(match[1], match[2]);
  }
  return overrides;
}

function workspaceVersion(name) {
  const override = versionOverrides().get(name);
  if (override) return override;
  return require(
    path.join(
      path.dirname(require.resolve(`${name}/package.json`, { paths: [process.cwd()] })),
      'package.json',
    ),
  ).version;
}

function requiredVersionOf(name, declared) {
  return declared.startsWith('workspace:') ? `^${workspaceVersion(name)}` : `^${declared}`;
}

// react-i18next is shared as the exports the site uses (ADR 0029): shared-ui's list of them, with
// the package's version, so the version ranges guard it as any other.
const reactI18nextDir = path.dirname(
  require.resolve('react-i18next/package.json', {
    paths: [path.join(__dirname, '../../shared-ui')],
  }),
);
const reactI18next = {
  import: path.join(__dirname, '../../shared-ui/react-i18next-shared.mjs'),
  version: require(path.join(reactI18nextDir, 'package.json')).version,
};
/** Where webpack finds the real react-i18next that the shared list re-exports (ES modules). */
const sharedAliases = { 'react-i18next-package$': path.join(reactI18nextDir, 'dist/es/index.js') };

function sharedSingletons(dependencies = {}, { eager = () => false } = {}) {
  // A package is shared when the app depends on it; a subpath when it depends on its owner.
  const candidates = [
    ...singletonPackages.map((name) => [name, name]),
    ...Object.entries(singletonSubpaths),
  ];
  const shared = {};
  for (const [name, owner] of candidates) {
    const declared = dependencies[owner];
    if (!declared) continue;
    const override = versionOverrides().get(owner);
    shared[name] = {
      singleton: true,
      requiredVersion: requiredVersionOf(owner, declared),
      // The version this build's own copy claims (webpack reads it from package.json otherwise).
      ...(override ? { version: override } : {}),
      eager: eager(name),
      ...(name === 'react-i18next' ? reactI18next : {}),
    };
  }
  return shared;
}

module.exports = { sharedAliases, sharedSingletons, singletonPackages, versionOverrides };
