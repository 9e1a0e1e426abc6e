const path = require('node:path');

/** How every app's TypeScript is compiled, for the browser and for the server alike. */
function typescriptRule(appDir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: require.resolve('ts-loader'),
    options: {
      transpileOnly: true,
      configFile: path.join(appDir, 'tsconfig.json'),
      compilerOptions: { noEmit: false, sourceMap: true },
    },
  };
}

module.exports = { typescriptRule };
