module.exports = {
  ...require('../tooling/jest/preset.cjs')(__dirname),
  // The API client needs fetch's Response, Request and Headers, which jsdom lacks.
  testEnvironment: require.resolve('../tooling/jest/jsdom-with-fetch.cjs'),
};
