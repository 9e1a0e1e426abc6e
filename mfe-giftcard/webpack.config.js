const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'giftcard',
  // The pages this team serves, published in its mf-manifest.json (ADR 0036).
  routes: require('./src/route-manifest.json'),
  // The gift card team's whole public API.
  exposes: {
    './GiftcardRoutes': './src/exposes/giftcard-routes.tsx',
    './OrderSearchPage': './src/exposes/order-search-page.tsx',
  },
});
