module.exports = {
  ...require('../tooling/jest/preset.cjs')(__dirname),
  // The account screens call the API client, which needs fetch's Response in jsdom.
  testEnvironment: require.resolve('../tooling/jest/jsdom-with-fetch.cjs'),
};
