// What a Node runtime image must not hold (issue 33): root as its user, or a package that only
// builds, tests or measures (a compiler, a bundler, a test runner, a linter, a benchmark).

/** pnpm store entries (`name@version…`, a scope's `/` as `+`) of tools that only build or test. */
const toolEntry = new RegExp(
  '^(?:(?:typescript|tsx|esbuild|webpack|webpack-cli|webpack-dev-server|ts-loader|babel-loader|jest|' +
    'playwright|playwright-core|eslint|prettier|lighthouse|autocannon|drizzle-kit|@babel\\+core)@|' +
    '(?:@esbuild|@rspack|@swc|@jest|@playwright|@changesets|@typescript-eslint)\\+)',
);

/**
 * @param {{ service: string, uid: number, entries: string[] }} image
 *   the user id its process runs as, and the entries of its node_modules/.pnpm
 * @returns {string[]}
 */
export function runtimeImageProblems({ service, uid, entries }) {
  const problems = [];
  if (uid === 0) problems.push(`${service} runs as root`);
  const tools = entries.filter((entry) => toolEntry.test(entry));
  if (tools.length) problems.push(`${service} holds build or test tools: ${tools.join(', ')}`);
  if (!entries.length) problems.push(`${service} has no node_modules/.pnpm`);
  return problems;
}
