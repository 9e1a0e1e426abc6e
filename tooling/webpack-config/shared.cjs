const path = require('node:path');

// Every app runs exactly one copy of these; a remote that asks for an incompatible
// version gets a console warning from the federation runtime instead of a second copy.
const singletonPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'i18next',
  'react-i18next',
  '@shop/shared-auth',
  '@shop/shared-http',
  '@shop/shared-ui',
];
// Entry points of singletons that apps import by their own path.
const singletonSubpaths = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

function workspaceVersion(name) {
  return require(
    path.join(
      path.dirname(require.resolve(`${name}/package.json`, { paths: [process.cwd()] })),
      'package.json',
    ),
  ).version;
}

function sharedSingletons(dependencies = {}) {
  const shared = {};
  for (const name of singletonPackages) {
    const declared = dependencies[name];
    if (!declared) continue;
    const requiredVersion = declared.startsWith('workspace:')
      ? `^${workspaceVersion(name)}`
      : `^${declared}`;
    shared[name] = { singleton: true, requiredVersion };
  }
  for (const [subpath, owner] of Object.entries(singletonSubpaths)) {
    if (dependencies[owner])
      shared[subpath] = { singleton: true, requiredVersion: `^${dependencies[owner]}` };
  }
  return shared;
}

module.exports = { sharedSingletons, singletonPackages };
