import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KIB, checkBudgets } from './budgets.mjs';

const result = (profile, overrides = {}) => ({
  page: 'product',
  profile,
  performance: 95,
  cls: 0.01,
  jsGzipBytes: { total: 150 * KIB },
  federationOverhead: 0.05,
  remoteEntries: { unexpected: [] },
  ...overrides,
});
const failed = (checks) =>
  checks.filter((c) => !c.pass).map((c) => `${c.page} ${c.profile} ${c.label}`);

test('passes a product page within every budget', () => {
  const checks = checkBudgets([result('mobile'), result('desktop')]);
  assert.deepEqual(failed(checks), []);
  assert.deepEqual(
    checks.map((c) => `${c.profile} ${c.label}`),
    [
      'mobile performance score',
      'mobile CLS',
      'desktop CLS',
      'mobile total JS (gzip)',
      'desktop total JS (gzip)',
      'mobile federation overhead (JS over the monolith)',
      'mobile remote entries not needed by the page',
      'desktop remote entries not needed by the page',
    ],
  );
});

test('holds the limits at their edges: score 90, 170 KB and 10 % pass, CLS 0.05 fails', () => {
  const edge = {
    performance: 90,
    cls: 0.05,
    jsGzipBytes: { total: 170 * KIB },
    federationOverhead: 0.1,
  };
  const checks = checkBudgets([result('mobile', edge), result('desktop')]);
  assert.deepEqual(failed(checks), ['product mobile CLS']);
});

test('fails a slow mobile page, a shifting layout and too much JS, saying by how much', () => {
  const checks = checkBudgets([
    result('mobile', { performance: 82, jsGzipBytes: { total: 200 * KIB } }),
    result('desktop', { performance: 40, cls: 0.12 }),
  ]);
  assert.deepEqual(failed(checks), [
    'product mobile performance score',
    'product desktop CLS',
    'product mobile total JS (gzip)',
  ]);
  assert.equal(checks[0].over, 8);
  assert.equal(checks[3].over, 30 * KIB);
  assert.ok(Math.abs(checks[2].over - 0.07) < 1e-9);
});

test('fails federation that costs more than a tenth over the monolith', () => {
  const checks = checkBudgets([result('mobile', { federationOverhead: 0.25 }), result('desktop')]);
  assert.deepEqual(failed(checks), ['product mobile federation overhead (JS over the monolith)']);
  assert.ok(Math.abs(checks.find((c) => !c.pass).over - 0.15) < 1e-9);
});

test('checks every page for remote entries it did not need, naming the remotes', () => {
  const home = (profile, unexpected = []) => ({
    ...result(profile),
    page: 'home',
    remoteEntries: { unexpected },
  });
  const checks = checkBudgets(
    [result('mobile'), result('desktop'), home('mobile', ['account', 'giftcard']), home('desktop')],
    { pages: ['home', 'product'] },
  );
  assert.deepEqual(failed(checks), ['home mobile remote entries not needed by the page']);
  const failing = checks.find((c) => !c.pass);
  assert.equal(failing.actual, 2);
  assert.equal(failing.detail, 'account, giftcard');
  assert.equal(checks.filter((c) => c.label.startsWith('remote entries')).length, 4);
});

test('fails when the product page was not measured, rather than passing by omission', () => {
  const checks = checkBudgets([{ ...result('mobile'), page: 'home' }]);
  assert.equal(checks.length, 8);
  assert.ok(checks.every((c) => !c.pass && c.actual === null));
});
