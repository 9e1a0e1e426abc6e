const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'checkout',
  // The checkout team's whole public API.
  exposes: {
    './CartPage': './src/exposes/cart-page.tsx',
    './CheckoutRoutes': './src/exposes/checkout-routes.tsx',
    './MiniCart': './src/exposes/mini-cart.tsx',
    './AddToCart': './src/exposes/add-to-cart.tsx',
  },
});
