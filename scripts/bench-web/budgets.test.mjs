import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KIB, checkBudgets } from './budgets.mjs';

const result = (profile, overrides = {}, page = 'product') => ({
  page,
  profile,
  performance: profile === 'mobile' ? 99 : 100,
  lcpMs: 1200,
  tbtMs: 60,
  seo: 100,
  cls: 0.01,
  jsGzipBytes: { total: 150 * KIB },
  federationOverheadBeyondRuntime: 0.03,
  remoteEntries: { unexpected: [] },
  ...overrides,
});
const everyPage = (overrides = {}) =>
  ['home', 'category', 'product'].flatMap((page) =>
    ['mobile', 'desktop'].map((profile) => result(profile, overrides[`${page} ${profile}`], page)),
  );
const failed = (checks) =>
  checks.filter((c) => !c.pass).map((c) => `${c.page} ${c.profile} ${c.label}`);
/** The product page's checks (the SEO budget also asks for home and category). */
const onProduct = (checks) => checks.filter((c) => c.page === 'product');

test('passes a server-rendered product page within every budget of issue 20', () => {
  const checks = checkBudgets(everyPage(), { pages: ['home', 'category', 'product'] });
  assert.deepEqual(failed(checks), []);
  assert.deepEqual(
    checks.filter((c) => c.page === 'product').map((c) => `${c.profile} ${c.label}`),
    [
      'mobile performance score',
      'desktop performance score',
      'mobile LCP',
      'mobile TBT',
      'mobile CLS',
      'desktop CLS',
      'mobile SEO score',
      'mobile total JS (gzip)',
      'desktop total JS (gzip)',
      'mobile federation overhead beyond its runtime (JS over the monolith)',
      'mobile remote entries not needed by the page',
      'desktop remote entries not needed by the page',
    ],
  );
  assert.deepEqual(
    checks.filter((c) => c.label === 'SEO score').map((c) => c.page),
    ['home', 'category', 'product'],
  );
});

test('holds the limits at their edges: 98, 100, 1.5 s, 150 ms, 0.02, 170 KB and 5 % pass', () => {
  const edge = {
    performance: 98,
    lcpMs: 1500,
    tbtMs: 150,
    cls: 0.02,
    jsGzipBytes: { total: 170 * KIB },
    federationOverheadBeyondRuntime: 0.05,
  };
  const checks = onProduct(
    checkBudgets([result('mobile', edge), result('desktop', { cls: 0.02 })]),
  );
  assert.deepEqual(failed(checks), []);
});

test('fails a slow mobile page, a desktop score under 100, a shifting layout and too much JS, saying by how much', () => {
  const checks = onProduct(
    checkBudgets([
      result('mobile', {
        performance: 91,
        lcpMs: 2700,
        tbtMs: 400,
        jsGzipBytes: { total: 200 * KIB },
      }),
      result('desktop', { performance: 99, cls: 0.12 }),
    ]),
  );
  assert.deepEqual(failed(checks), [
    'product mobile performance score',
    'product desktop performance score',
    'product mobile LCP',
    'product mobile TBT',
    'product desktop CLS',
    'product mobile total JS (gzip)',
  ]);
  const over = (label, profile = 'mobile') =>
    checks.find((c) => c.label === label && c.profile === profile).over;
  assert.equal(over('performance score'), 7);
  assert.equal(over('LCP'), 1200);
  assert.equal(over('TBT'), 250);
  assert.equal(over('total JS (gzip)'), 30 * KIB);
  assert.ok(Math.abs(over('CLS', 'desktop') - 0.1) < 1e-9);
});

test('fails an SEO score under 100 on home, category or product', () => {
  const checks = checkBudgets(everyPage({ 'category mobile': { seo: 92 } }), {
    pages: ['home', 'category', 'product'],
  });
  assert.deepEqual(failed(checks), ['category mobile SEO score']);
});

test('fails federation that costs more than 5 % beyond its runtime over the monolith', () => {
  const checks = onProduct(
    checkBudgets([result('mobile', { federationOverheadBeyondRuntime: 0.08 }), result('desktop')]),
  );
  assert.deepEqual(failed(checks), [
    'product mobile federation overhead beyond its runtime (JS over the monolith)',
  ]);
  assert.ok(Math.abs(checks.find((c) => !c.pass).over - 0.03) < 1e-9);
});

test('checks every page for remote entries it did not need, naming the remotes', () => {
  const home = (profile, unexpected = []) => ({
    ...result(profile, {}, 'home'),
    remoteEntries: { unexpected },
  });
  const checks = checkBudgets(
    [result('mobile'), result('desktop'), home('mobile', ['account', 'giftcard']), home('desktop')],
    { pages: ['home', 'product'] },
  );
  assert.ok(failed(checks).includes('home mobile remote entries not needed by the page'));
  const failing = checks.find((c) => c.label.startsWith('remote entries') && !c.pass);
  assert.equal(failing.actual, 2);
  assert.equal(failing.detail, 'account, giftcard');
  assert.equal(checks.filter((c) => c.label.startsWith('remote entries')).length, 4);
});

test('fails when the product page was not measured, rather than passing by omission', () => {
  const checks = checkBudgets([{ ...result('mobile'), page: 'home' }]);
  assert.equal(onProduct(checks).length, 12);
  assert.ok(onProduct(checks).every((c) => !c.pass && c.actual === null));
});
