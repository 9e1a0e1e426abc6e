const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'checkout',
  // The pages this team serves, published in its mf-manifest.json (ADR 0036).
  routes: require('./src/route-manifest.json'),
  // The checkout team's whole public API.
  exposes: {
    './CartPage': './src/exposes/cart-page.tsx',
    './CheckoutRoutes': './src/exposes/checkout-routes.tsx',
    './MiniCart': './src/exposes/mini-cart.tsx',
    './AddToCart': './src/exposes/add-to-cart.tsx',
  },
});
