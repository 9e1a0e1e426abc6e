import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkRemoteEntries } from './remote-entries.mjs';

const remotePorts = { account: 4301, checkout: 4302, product: 4303, giftcard: 4304 };
const productPage = ['product/ProductPage', 'checkout/MiniCart', 'product/CategoryNav'];

test('accepts the entries of the remotes whose modules the page shows', () => {
  const check = checkRemoteEntries(
    [
      'http://127.0.0.1:4303/mf-manifest.json',
      'http://127.0.0.1:4303/remoteEntry.js',
      'http://127.0.0.1:4302/mf-manifest.json',
    ],
    productPage,
    remotePorts,
  );
  assert.deepEqual(check, {
    needed: ['checkout', 'product'],
    requested: ['checkout', 'product'],
    unexpected: [],
  });
});

test('names a remote whose entry the page fetched without showing any of its modules', () => {
  const check = checkRemoteEntries(
    ['http://127.0.0.1:4301/mf-manifest.json', 'http://127.0.0.1:4303/remoteEntry.js'],
    productPage,
    remotePorts,
  );
  assert.deepEqual(check.unexpected, ['account']);
});

test('counts an entry from an origin that serves no remote as unexpected, by its origin', () => {
  const check = checkRemoteEntries(['http://127.0.0.1:9999/remoteEntry.js'], [], remotePorts);
  assert.deepEqual(check.unexpected, ['http://127.0.0.1:9999']);
});

test('a page that needs a remote it did not fetch is not a failure', () => {
  const check = checkRemoteEntries([], productPage, remotePorts);
  assert.deepEqual(check.unexpected, []);
  assert.deepEqual(check.requested, []);
});
