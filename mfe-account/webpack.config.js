const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  // The account team's whole public API.
  exposes: {
    './AccountRoutes': './src/exposes/account-routes.tsx',
  },
});
