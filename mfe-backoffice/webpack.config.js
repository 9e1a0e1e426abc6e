const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'backoffice',
  // The pages this team serves, published in its mf-manifest.json (ADR 0036).
  routes: require('./src/route-manifest.json'),
  // The back office's whole public API: the staff screen (ADR 0039, 0046).
  exposes: {
    './BackofficeRoutes': './src/exposes/backoffice-routes.tsx',
  },
});
