import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { failureLine } from './failure-line.mjs';

describe('the line a failed pnpm start ends with', () => {
  it("names the API's failing stage, not pnpm's summary after it", () => {
    const line = failureLine('api', 1, [
      '$ tsx src/server.ts',
      "API start failed (plugins and routes): Plugin did not start in time: 'autoload'. You may have forgotten to call 'done' function or to resolve a Promise",
      '/work/main/api:',
      ' ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @shop/api@0.2.1 start: `tsx src/server.ts`',
      'Exit status 1',
      '[ELIFECYCLE] Command failed with exit code 1.',
    ]);
    assert.equal(
      line,
      "✖ pnpm start failed: api exited with code 1: API start failed (plugins and routes): Plugin did not start in time: 'autoload'. You may have forgotten to call 'done' function or to resolve a Promise",
    );
  });

  it('takes the last line that tells of an error, without colours', () => {
    const line = failureLine('product', 1, [
      '\u001b[1m\u001b[31m[webpack-cli] \u001b[39m\u001b[22mError: listen EADDRINUSE: address already in use 127.0.0.1:3003',
      '    at Server.setupListenHandle [as _listen2] (node:net:1908:16)',
    ]);
    assert.equal(
      line,
      '✖ pnpm start failed: product exited with code 1: [webpack-cli] Error: listen EADDRINUSE: address already in use 127.0.0.1:3003',
    );
  });

  it('says how the process stopped when it printed nothing telling', () => {
    assert.equal(
      failureLine('pages', 'SIGKILL', ['', '  ']),
      '✖ pnpm start failed: pages stopped (SIGKILL)',
    );
    assert.equal(
      failureLine('host', 0, ['compiled successfully']),
      '✖ pnpm start failed: host exited with code 0: compiled successfully',
    );
  });

  it('stays one line of reasonable length', () => {
    const line = failureLine('api', 1, [`Error: ${'x'.repeat(1000)}`]);
    assert.equal(line.split('\n').length, 1);
    assert.ok(line.length <= 300);
  });
});
