const path = require('node:path');

/**
 * `pnpm start`'s builds keep what they compiled on disk (webpack's persistent cache), so a start
 * after the first compiles only what changed (ADR 0051): on a busy two-core machine twelve full
 * compilations took minutes. Keyed per app and target; the app's webpack config and everything
 * it requires (this package) invalidate it. Production builds never use it: a release is built
 * from nothing.
 * @param {{ dir: string, name: string }} app
 * @param {'browser' | 'server'} target
 */
function developmentCache(app, target) {
  return {
    type: 'filesystem',
    name: `${app.name}-${target}-development`,
    cacheDirectory: path.join(app.dir, 'node_modules', '.cache', 'webpack'),
    buildDependencies: { config: [path.join(app.dir, 'webpack.config.js')] },
  };
}

module.exports = { developmentCache };
