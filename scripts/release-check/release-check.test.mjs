// `pnpm release:check` against small manifests served from 127.0.0.1, as a live host would.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { unmetSharedRanges } from './check.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const { exposedModules } = await tsImport(
  '../../shared-contracts/src/modules/index.ts',
  import.meta.url,
);

const shared = (name, version, requiredVersion = `^${version}`) => ({
  id: `x:${name}`,
  name,
  version,
  requiredVersion,
  singleton: true,
});
const hostManifest = {
  id: 'host',
  name: 'host',
  shared: [shared('@shop/shared-ui', '1.2.0'), shared('react', '19.3.1')],
  exposes: [],
};
const giftcardManifest = (overrides = {}) => ({
  id: 'giftcard',
  name: 'giftcard',
  shared: [shared('@shop/shared-ui', '1.0.0'), shared('react', '19.3.1')],
  exposes: exposedModules.giftcard.map((name) => ({ id: `giftcard:${name}`, name })),
  ...overrides,
});

/** Path → JSON body; a path not listed answers 404. */
const files = new Map();
let server;
let hostUrl;

before(async () => {
  server = http.createServer((request, response) => {
    const body = files.get(request.url);
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(body ? JSON.stringify(body) : '{}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${server.address().port}`;
  files.set('/mf-manifest.json', hostManifest);
});
after(() => server.close());

function releaseCheck(...args) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/release-check.mjs', ...args],
      { cwd: repoRoot },
      (error, stdout, stderr) => resolve({ code: error ? error.code : 0, stdout, stderr }),
    );
  });
}

describe('pnpm release:check', () => {
  it('passes a release whose ranges the host satisfies and that exposes what others load', async () => {
    files.set('/giftcard/ok.json', giftcardManifest());
    const { code, stdout } = await releaseCheck(
      'giftcard',
      '--host',
      hostUrl,
      '--remote',
      `${hostUrl}/giftcard/ok.json`,
    );
    assert.equal(code, 0);
    assert.match(stdout, /ok: giftcard .* 2 shared ranges satisfied, exposes GiftcardRoutes/);
  });

  it('refuses a release built against a newer shared-ui than the host provides', async () => {
    files.set(
      '/giftcard/new-ui.json',
      giftcardManifest({ shared: [shared('@shop/shared-ui', '2.0.0'), shared('react', '19.3.1')] }),
    );
    const { code, stderr } = await releaseCheck(
      'giftcard',
      '--host',
      hostUrl,
      '--remote',
      `${hostUrl}/giftcard/new-ui.json`,
    );
    assert.equal(code, 1);
    assert.match(stderr, /REFUSED giftcard/);
    assert.match(stderr, /giftcard needs @shop\/shared-ui \^2\.0\.0, the host provides 1\.2\.0/);
    assert.doesNotMatch(stderr, /react/);
  });

  it('refuses a release that no longer exposes a module others load, naming it', async () => {
    const [kept, ...dropped] = exposedModules.giftcard;
    files.set(
      '/giftcard/fewer.json',
      giftcardManifest({ exposes: [{ id: `giftcard:${kept}`, name: kept }] }),
    );
    const { code, stderr } = await releaseCheck(
      'giftcard',
      '--host',
      hostUrl,
      '--remote',
      `${hostUrl}/giftcard/fewer.json`,
    );
    assert.equal(code, 1);
    for (const name of dropped) assert.match(stderr, new RegExp(`no longer exposes ${name}\\b`));
    assert.doesNotMatch(stderr, new RegExp(`no longer exposes ${kept}\\b`));
  });

  it("checks every release the host's remotes.json names when no release is given", async () => {
    files.set('/giftcard/stable.json', giftcardManifest());
    files.set(
      '/giftcard/canary.json',
      giftcardManifest({ shared: [shared('@shop/shared-ui', '3.1.0')] }),
    );
    files.set('/remotes.json', {
      giftcard: { url: '/giftcard/stable.json', canary: { url: '/giftcard/canary.json' } },
    });
    const { code, stdout, stderr } = await releaseCheck('giftcard', '--host', hostUrl);
    assert.equal(code, 1);
    assert.match(stdout, /ok: giftcard \(.*\/giftcard\/stable\.json\)/);
    assert.match(stderr, /REFUSED giftcard \(.*\/giftcard\/canary\.json\)/);
    assert.match(stderr, /needs @shop\/shared-ui \^3\.1\.0, the host provides 1\.2\.0/);
  });

  it('checks a local build with --dist', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'release-check-'));
    try {
      writeFileSync(
        path.join(dist, 'mf-manifest.json'),
        JSON.stringify(giftcardManifest({ exposes: [] })),
      );
      const { code, stderr } = await releaseCheck('giftcard', '--host', hostUrl, '--dist', dist);
      assert.equal(code, 1);
      assert.match(stderr, /no longer exposes GiftcardRoutes/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('fails with a clear message when the host does not answer', async () => {
    const down = http.createServer();
    await new Promise((resolve) => down.listen(0, '127.0.0.1', resolve));
    const downUrl = `http://127.0.0.1:${down.address().port}`;
    await new Promise((resolve) => down.close(resolve));
    const { code, stderr } = await releaseCheck(
      'giftcard',
      '--host',
      downUrl,
      '--remote',
      `${hostUrl}/giftcard/ok.json`,
    );
    assert.equal(code, 1);
    assert.match(
      stderr,
      new RegExp(
        `the host's manifest at ${downUrl}/mf-manifest.json could not be read .*ECONNREFUSED`,
      ),
    );
  });

  it('refuses to guess: an unknown remote or a missing --host is an error', async () => {
    assert.match(
      (await releaseCheck('basket', '--host', hostUrl)).stderr,
      /unknown remote "basket"/,
    );
    assert.match((await releaseCheck('giftcard')).stderr, /usage: pnpm release:check/);
  });
});

describe('unmetSharedRanges', () => {
  it('accepts a remote that brings its own copy of a module the host does not share', () => {
    const remote = { shared: [{ ...shared('date-fns', '4.1.0'), singleton: false }] };
    assert.deepEqual(unmetSharedRanges(hostManifest, remote), []);
  });

  it('refuses a singleton the host does not provide at all', () => {
    const remote = { shared: [shared('@shop/shared-auth', '1.0.0')] };
    assert.deepEqual(unmetSharedRanges(hostManifest, remote), [
      { name: '@shop/shared-auth', range: '^1.0.0', provided: undefined },
    ]);
  });
});
