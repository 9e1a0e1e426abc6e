const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  // The pages this team serves, published in its mf-manifest.json (ADR 0036).
  routes: require('./src/route-manifest.json'),
  // The account team's whole public API.
  exposes: {
    './AccountRoutes': './src/exposes/account-routes.tsx',
  },
});
