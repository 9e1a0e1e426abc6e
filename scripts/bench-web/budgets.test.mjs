import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KIB, checkBudgets } from './budgets.mjs';

const result = (profile, overrides = {}) => ({
  page: 'product',
  profile,
  performance: 95,
  cls: 0.01,
  jsGzipBytes: { total: 150 * KIB },
  ...overrides,
});
const failed = (checks) => checks.filter((c) => !c.pass).map((c) => `${c.profile} ${c.label}`);

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
    ],
  );
});

test('holds the limits at their edges: score 90 and 170 KB pass, CLS 0.05 fails', () => {
  const edge = { performance: 90, cls: 0.05, jsGzipBytes: { total: 170 * KIB } };
  const checks = checkBudgets([result('mobile', edge), result('desktop')]);
  assert.deepEqual(failed(checks), ['mobile CLS']);
});

test('fails a slow mobile page, a shifting layout and too much JS, saying by how much', () => {
  const checks = checkBudgets([
    result('mobile', { performance: 82, jsGzipBytes: { total: 200 * KIB } }),
    result('desktop', { performance: 40, cls: 0.12 }),
  ]);
  assert.deepEqual(failed(checks), [
    'mobile performance score',
    'desktop CLS',
    'mobile total JS (gzip)',
  ]);
  assert.equal(checks[0].over, 8);
  assert.equal(checks[3].over, 30 * KIB);
  assert.ok(Math.abs(checks[2].over - 0.07) < 1e-9);
});

test('fails when the product page was not measured, rather than passing by omission', () => {
  const checks = checkBudgets([{ ...result('mobile'), page: 'home' }]);
  assert.equal(checks.length, 5);
  assert.ok(checks.every((c) => !c.pass && c.actual === null));
});
