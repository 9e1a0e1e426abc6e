const path = require('node:path');

// Every app runs exactly one copy of these; a remote that asks for an incompatible
// version gets a console warning from the federation runtime instead of a second copy.
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
  // A package is shared when the app depends on it; a subpath when it depends on its owner.
  const candidates = [
    ...singletonPackages.map((name) => [name, name]),
    ...Object.entries(singletonSubpaths),
  ];
  const shared = {};
  for (const [name, owner] of candidates) {
    const declared = dependencies[owner];
    if (!declared) continue;
    shared[name] = {
      singleton: true,
      requiredVersion: requiredVersionOf(owner, declared),
      eager: eager(name),
    };
  }
  return shared;
}

module.exports = { sharedSingletons, singletonPackages };
