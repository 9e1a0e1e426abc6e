// The paths others write into the site (@shop/contracts/routes: shellPaths, remotePagePaths) are
// the site's: each remote page linked from outside lies in a page its remote publishes, and no
// remote claims a page of the shell's. Read from the manifests as files, as the host reads them
// at run time (ADR 0036). Run with tsx: it reads the contracts from their TypeScript source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '../../shared-contracts/src/modules/index.ts';
import {
  composeSiteRoutes,
  pageFor,
  remotePagePaths,
  shellPaths,
} from '../../shared-contracts/src/routes/index.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const manifests = Object.fromEntries(
  remoteNames.map((remote) => [
    remote,
    JSON.parse(readFileSync(path.join(root, `mfe-${remote}/src/route-manifest.json`), 'utf8')),
  ]),
);
const site = composeSiteRoutes(manifests);

/** Which remote's module shows a path in nl-nl, or undefined. */
const remoteOf = (path) => pageFor(site, 'nl-nl', path)?.module.split('/')[0];

/** The remote each linked page belongs to: the test names it, so a page that moves fails. */
const owners = {
  account: 'account',
  newAccount: 'account',
  accountOrder: 'account',
  cart: 'checkout',
  checkout: 'checkout',
  orderConfirmation: 'checkout',
  giftCardBalance: 'giftcard',
};

test('every remote page linked from outside lies in a page its remote publishes', () => {
  assert.deepEqual(Object.keys(owners).sort(), Object.keys(remotePagePaths).sort());
  for (const [name, value] of Object.entries(remotePagePaths)) {
    const path =
      typeof value === 'function' ? value('00000000-0000-4000-8000-000000000000') : value;
    assert.equal(remoteOf(path), owners[name], `${name}: ${path}`);
  }
});

test('no remote publishes a page of the shell’s', () => {
  for (const path of Object.values(shellPaths)) assert.equal(remoteOf(path), undefined, path);
});

test('a page no remote publishes is told apart', () => {
  assert.equal(remoteOf('/mijn-rekening/bestellingen/1'), undefined);
  assert.equal(remoteOf(remotePagePaths.accountOrder('1')), 'account');
});
