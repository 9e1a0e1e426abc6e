// The site's remotes are listed once, in shared-contracts/src/modules/remotes.json (issue 34):
// @shop/contracts, the host, lint, `pnpm start`, the e2e run, the bench and the compose check
// read it. These tests guard what cannot read it: the remotes' folders, and the host image's
// entrypoint, which writes remotes.json from REMOTE_<NAME>_URL in a shell without Node.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const listFile = path.join(root, 'shared-contracts/src/modules/remotes.json');
const remoteNames = Object.keys(JSON.parse(readFileSync(listFile, 'utf8')));
const entrypoint = path.join(root, 'docker/host-entrypoint/40-write-remotes-json.sh');

/**
 * The remotes a shell reads from the list, one per line (`  "account": "..."`), with nothing
 * but sed: how the host image's entrypoint can read it instead of a list of its own.
 */
const shellReadsTheList = `sed -n 's/^  "\\([a-z][a-z0-9]*\\)": .*/\\1/p' "$1"`;

/** The remotes the host image's entrypoint writes, in order; each must agree with the other. */
function remotesOfEntrypoint(script) {
  const entries = [...script.matchAll(/^(\w+)=\$\(entry (\w+)\)$/gm)].map(([, name, upper]) => {
    assert.equal(upper, name.toUpperCase(), `${name} reads REMOTE_${upper}_URL`);
    return name;
  });
  const written = [...script.matchAll(/^ {2}"(\w+)": \$\{(\w+)\},?$/gm)].map(([, key, value]) => {
    assert.equal(value, key, `"${key}" is written from \${${value}}`);
    return key;
  });
  assert.deepEqual(written, entries, 'the remotes read and the remotes written differ');
  return entries;
}

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

test('a shell reads the list with sed alone, one remote per line', () => {
  const read = execFileSync('sh', ['-c', shellReadsTheList, 'sh', listFile], { encoding: 'utf8' });
  assert.deepEqual(read.split('\n').filter(Boolean), remoteNames);
});

test("the host image's entrypoint writes remotes.json for the remotes of the list, in its order", () => {
  // docker/host-entrypoint/40-write-remotes-json.sh keeps a copy until it reads the list
  // (shellReadsTheList, with the list copied into the image): until then this guards it.
  assert.deepEqual(remotesOfEntrypoint(readFileSync(entrypoint, 'utf8')), remoteNames);
});

test('the entrypoint guard fails on a remote left out, added or written apart', () => {
  const script = readFileSync(entrypoint, 'utf8');
  const without = script.replace(/^backoffice=.*\n/m, '').replace(/^ {2}"backoffice": .*\n/m, '');
  assert.notDeepEqual(remotesOfEntrypoint(without), remoteNames);
  assert.throws(() => remotesOfEntrypoint(script.replace(/^ {2}"backoffice": .*\n/m, '')));
  assert.throws(() => remotesOfEntrypoint(script.replace('entry BACKOFFICE', 'entry BACK')));
});
