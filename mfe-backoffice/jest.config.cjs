module.exports = {
  ...require('../tooling/jest/preset.cjs')(__dirname),
  testEnvironment: require.resolve('../tooling/jest/jsdom-with-fetch.cjs'),
};
