const path = require('node:path');

// Every app runs exactly one copy of these; a remote that asks for an incompatible
// version gets a console warning from the federation runtime instead of a second copy.
const singletonPackages = [
  'react',
  'react-dom',
  'jotai',
  'i18next',
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
};

function workspaceVersion(name) {
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

function sharedSingletons(dependencies = {}, { eager = () => false } = {}) {
  const shared = {};
  for (const name of singletonPackages) {
    const declared = dependencies[name];
    if (declared)
      shared[name] = {
        singleton: true,
        requiredVersion: requiredVersionOf(name, declared),
        eager: eager(name),
      };
  }
  for (const [subpath, owner] of Object.entries(singletonSubpaths)) {
    const declared = dependencies[owner];
    if (declared)
      shared[subpath] = {
        singleton: true,
        requiredVersion: requiredVersionOf(owner, declared),
        eager: eager(subpath),
      };
  }
  return shared;
}

module.exports = { sharedSingletons, singletonPackages };
