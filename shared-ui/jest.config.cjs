module.exports = {
  ...require('../tooling/jest/preset.cjs')(__dirname),
  // The API client (the address form part's lookups) needs fetch's Response, which jsdom lacks.
  testEnvironment: require.resolve('../tooling/jest/jsdom-with-fetch.cjs'),
};
