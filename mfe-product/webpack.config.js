const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'product',
  // The pages this team serves, published in its mf-manifest.json (ADR 0036).
  routes: require('./src/route-manifest.json'),
  // The product team's whole public API.
  exposes: {
    './CataloguePage': './src/exposes/catalogue-page.tsx',
    './ProductPage': './src/exposes/product-page.tsx',
    './CategoryNav': './src/exposes/category-nav.tsx',
  },
});
