module.exports = { ...require('../tooling/jest/preset.cjs')(__dirname), testEnvironment: 'node' };
