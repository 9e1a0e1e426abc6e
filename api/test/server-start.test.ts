// The API's own start (src/server.ts): plugins get a bound that fits a busy machine, and a start
// that fails says what failed in one line (issue 30: `pnpm start` runs a dozen processes, whose
// output buries a stack trace).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PLUGIN_TIMEOUT_MS, parseConfig } from '../src/config';
import { freePort } from './helpers/api-process';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs src/server.ts to its exit; what it printed on stderr and its exit code. */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, HOST: '127.0.0.1', PGLITE_DIR: 'memory://', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
}

describe('starting the API', () => {
  it('gives each plugin a minute by default, and takes another bound from PLUGIN_TIMEOUT_MS', () => {
    assert.equal(DEFAULT_PLUGIN_TIMEOUT_MS, 60_000);
    assert.equal(parseConfig({}).PLUGIN_TIMEOUT_MS, 60_000);
    assert.equal(parseConfig({ PLUGIN_TIMEOUT_MS: '120000' }).PLUGIN_TIMEOUT_MS, 120_000);
    assert.throws(
      () => parseConfig({ PLUGIN_TIMEOUT_MS: 'soon' }),
      /PLUGIN_TIMEOUT_MS: must be a whole/,
    );
    assert.throws(
      () => parseConfig({ PLUGIN_TIMEOUT_MS: '10' }),
      /PLUGIN_TIMEOUT_MS: must be at least 1000/,
    );
  });

  it('says in one line which setting is wrong', async () => {
    const { code, stderr } = await runServer({ PORT: 'eighty' });
    assert.equal(code, 1);
    assert.equal(
      stderr.trim(),
      'API start failed (configuration): Invalid API configuration: PORT: must be a port number (got "eighty")',
    );
  });

  it('says in one line that its port is taken', async () => {
    const port = await freePort();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const { code, stderr } = await runServer({ PORT: String(port), LOG_LEVEL: 'silent' });
      assert.equal(code, 1);
      assert.equal(stderr.trim().split('\n').length, 1);
      assert.match(
        stderr.trim(),
        new RegExp(
          `^API start failed \\(listening on 127\\.0\\.0\\.1:${port}\\): listen EADDRINUSE`,
        ),
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
