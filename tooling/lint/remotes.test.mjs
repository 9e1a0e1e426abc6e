// The site's remotes are listed once, in shared-contracts/src/modules/remotes.json (issue 34):
// @shop/contracts, the host, lint, `pnpm start`, the e2e run, the bench and the compose check
// read it. These tests guard what cannot read it: the remotes' folders, and the host image's
// entrypoint, which reads the list (copied into the image) in a shell without Node and writes
// remotes.json from REMOTE_<NAME>_URL: these tests run it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const listFile = path.join(root, 'shared-contracts/src/modules/remotes.json');
const remoteNames = Object.keys(JSON.parse(readFileSync(listFile, 'utf8')));
const entrypoint = path.join(root, 'docker/host-entrypoint/40-write-remotes-json.sh');

/** Runs the host image's entrypoint as the image does, with this environment; its remotes.json. */
function runEntrypoint(env, list = listFile) {
  const dir = mkdtempSync(path.join(tmpdir(), 'remotes-entrypoint-'));
  const out = path.join(dir, 'remotes.json');
  const result = spawnSync('sh', [entrypoint], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, REMOTES_LIST_PATH: list, REMOTES_JSON_PATH: out, ...env },
  });
  const written = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : undefined;
  rmSync(dir, { recursive: true, force: true });
  return { status: result.status, stderr: result.stderr, written };
}

const urlsOf = (names) =>
  Object.fromEntries(
    names.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, `http://${name}/mf-manifest.json`]),
  );

test('the list names each remote once, as the federation name a folder mfe-<name> builds', () => {
  assert.ok(remoteNames.length > 0);
  for (const name of remoteNames) {
    const dir = path.join(root, `mfe-${name}`);
    const { name: packageName } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    assert.equal(packageName, `@shop/mfe-${name}`);
    const config = readFileSync(path.join(dir, 'webpack.config.js'), 'utf8');
    assert.match(config, new RegExp(`^  name: '${name}',$`, 'm'), `mfe-${name}/webpack.config.js`);
  }
});

test('every remote folder is in the list', () => {
  const folders = readdirSync(root)
    .filter((dir) => dir.startsWith('mfe-') && existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => dir.slice('mfe-'.length));
  assert.deepEqual(folders.sort(), [...remoteNames].sort());
});

test("the host image's entrypoint writes remotes.json for every remote of the list, in its order", () => {
  const { status, stderr, written } = runEntrypoint(urlsOf(remoteNames));
  assert.equal(status, 0, stderr);
  assert.deepEqual(Object.keys(written), remoteNames);
  for (const name of remoteNames) assert.equal(written[name], `http://${name}/mf-manifest.json`);
});

test('the entrypoint stops, naming the variable, when a remote of the list has no URL', () => {
  const [first, ...rest] = remoteNames;
  const { status, stderr, written } = runEntrypoint(urlsOf(rest));
  assert.notEqual(status, 0);
  assert.match(stderr, new RegExp(`REMOTE_${first.toUpperCase()}_URL is not set`));
  assert.equal(written, undefined);
});

test('a remote added to the list is written with no change to the entrypoint', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remotes-list-'));
  const list = path.join(dir, 'remotes.json');
  const names = [...remoteNames, 'wishlist'];
  writeFileSync(list, JSON.stringify(Object.fromEntries(names.map((n) => [n, 'pages'])), null, 2));
  const { status, stderr, written } = runEntrypoint(urlsOf(names), list);
  rmSync(dir, { recursive: true, force: true });
  assert.equal(status, 0, stderr);
  assert.deepEqual(Object.keys(written), names);
});

test('a canary is written with its share, and a share that is no number stops the start', () => {
  const [name] = remoteNames;
  const upper = name.toUpperCase();
  const canary = {
    [`REMOTE_${upper}_CANARY_URL`]: 'http://canary/mf-manifest.json',
    [`REMOTE_${upper}_CANARY_SHARE`]: '0.25',
  };
  const good = runEntrypoint({ ...urlsOf(remoteNames), ...canary });
  assert.equal(good.status, 0, good.stderr);
  assert.deepEqual(good.written[name], {
    url: `http://${name}/mf-manifest.json`,
    canary: { url: 'http://canary/mf-manifest.json', share: 0.25 },
  });
  const bad = runEntrypoint({
    ...urlsOf(remoteNames),
    ...canary,
    [`REMOTE_${upper}_CANARY_SHARE`]: 'half',
  });
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /CANARY_SHARE must be a number/);
});

test('the host image carries the list where the entrypoint reads it', () => {
  const dockerfile = readFileSync(path.join(root, 'docker/Dockerfile'), 'utf8');
  const [, listPath] = dockerfile.match(/REMOTES_LIST_PATH=(\S+)/) ?? [];
  assert.ok(listPath, 'the image sets REMOTES_LIST_PATH');
  assert.match(
    dockerfile,
    new RegExp(
      `COPY shared-contracts/src/modules/remotes\\.json ${listPath.replace(/\./g, '\\.')}`,
    ),
  );
});
