const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  title: 'Account team — dev shell',
  // The account team's whole public API.
  exposes: {
    './AccountRoutes': './src/exposes/account-routes.tsx',
  },
});
