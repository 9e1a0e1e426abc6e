// One Jest setup for every front-end package: SWC for TypeScript/JSX, jsdom, jest-dom.
const path = require('node:path');

module.exports = function jestPreset(dir) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
    // Room for the longer waits of setup.cjs on a busy machine (several in one test).
    testTimeout: 30_000,
    clearMocks: true,
  };
};
