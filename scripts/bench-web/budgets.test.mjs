import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KIB, checkBudgets } from './budgets.mjs';
import { budgetLines } from './report.mjs';

const result = (profile, overrides = {}, page = 'product') => ({
  page,
  profile,
  performance: profile === 'mobile' ? 97 : 100,
  lcpMs: 1200,
  tbtMs: 140,
  seo: 100,
  cls: 0.01,
  lcpElement: '<img src="/api/media/products/zonnig-boeket-640.avif" alt="Zonnig boeket">',
  jsGzipBytes: { total: 190 * KIB },
  federationOverheadBeyondRuntime: 0.03,
  remoteEntries: { unexpected: [] },
  monolithFigures: profile === 'mobile' ? { performance: 98, tbtMs: 110, lcpMs: 1100 } : undefined,
  ...overrides,
});
const everyPage = (overrides = {}) =>
  ['home', 'category', 'product'].flatMap((page) =>
    ['mobile', 'desktop'].map((profile) => result(profile, overrides[`${page} ${profile}`], page)),
  );
const pagesOf = { pages: ['home', 'category', 'product'] };
const failed = (checks) =>
  checks.filter((c) => !c.pass).map((c) => `${c.page} ${c.profile} ${c.label}`);
/** The failures of the checks of the pages a test measured (the SEO budget names others too). */
const failedHere = (checks) =>
  failed(checks.filter((c) => c.page !== 'home' && c.page !== 'category'));
/** The product page's checks (some budgets also ask for home and category). */
const onProduct = (checks) => checks.filter((c) => c.page === 'product');
const interaction = (name, inpMs) => ({ interaction: name, path: '/p/zonnig-boeket', inpMs });

test('passes pages within every budget of issue 32, and names each check', () => {
  const checks = checkBudgets(everyPage(), {
    ...pagesOf,
    interactions: [interaction('add to cart', 120), interaction('choose a size', 16)],
  });
  assert.deepEqual(failed(checks), []);
  assert.deepEqual(
    onProduct(checks).map((c) => `${c.profile} ${c.label}`),
    [
      'mobile TBT over the monolith’s, in turns',
      'mobile performance score under the monolith’s, in turns',
      'mobile TBT on a quiet machine',
      'mobile performance score on a quiet machine',
      'mobile LCP',
      'mobile largest element is a photo',
      'mobile CLS',
      'desktop CLS',
      'desktop performance score',
      'mobile SEO score',
      'mobile federation overhead beyond its runtime (JS over the monolith)',
      'mobile remote entries not needed by the page',
      'desktop remote entries not needed by the page',
    ],
  );
  // Against the monolith and the desktop score: every page; INP: each interaction.
  assert.equal(checks.filter((c) => c.label.startsWith('TBT over')).length, 3);
  assert.equal(checks.filter((c) => c.label === 'performance score').length, 3);
  assert.deepEqual(
    checks.filter((c) => c.label.startsWith('INP')).map((c) => c.label),
    ['INP, add to cart', 'INP, choose a size'],
  );
});

test('holds the limits at their edges: monolith + 50 ms, − 2 points, 200 ms, 95, 1.5 s, 0.02, 200 ms INP', () => {
  const edge = {
    performance: 95,
    tbtMs: 200,
    lcpMs: 1500,
    cls: 0.02,
    federationOverheadBeyondRuntime: 0.05,
    monolithFigures: { performance: 97, tbtMs: 150 },
  };
  const checks = checkBudgets([result('mobile', edge), result('desktop', { cls: 0.02 })], {
    interactions: [interaction('add to cart', 200)],
  });
  assert.deepEqual(failedHere(checks), []);
});

test('fails federation that blocks or scores worse than the monolith, saying by how much', () => {
  const checks = checkBudgets(
    [
      result('mobile', {
        tbtMs: 190,
        performance: 94,
        monolithFigures: { performance: 99, tbtMs: 120 },
      }),
      result('desktop'),
    ],
    { quiet: false },
  );
  assert.deepEqual(failedHere(checks), [
    'product mobile TBT over the monolith’s, in turns',
    'product mobile performance score under the monolith’s, in turns',
  ]);
  const check = (label) => checks.find((c) => c.label.startsWith(label));
  assert.equal(check('TBT over').actual, 70);
  assert.equal(check('TBT over').over, 20);
  assert.equal(check('TBT over').detail, '190 against 120 ms');
  assert.equal(check('performance score under').actual, 5);
  assert.equal(check('performance score under').over, 3);
});

test('judges the product page’s own TBT and score only on a quiet machine, and says so', () => {
  const slow = () => [
    result('mobile', {
      tbtMs: 260,
      performance: 90,
      monolithFigures: { tbtMs: 240, performance: 91 },
    }),
    result('desktop'),
  ];
  assert.deepEqual(failedHere(checkBudgets(slow(), { quiet: true })), [
    'product mobile TBT on a quiet machine',
    'product mobile performance score on a quiet machine',
  ]);
  const busy = checkBudgets(slow(), { quiet: false });
  assert.deepEqual(failedHere(busy), []);
  const lines = budgetLines(busy.filter((c) => c.notJudged));
  assert.equal(lines.length, 2);
  assert.match(
    lines[0],
    /^N\/A product mobile TBT on a quiet machine: 260 ms \(≤ 200 ms; not judged: the machine was busy/,
  );
});

test('fails a drawing as the largest element, a slow LCP, a shifting layout and a desktop score under 100', () => {
  const checks = checkBudgets([
    result('mobile', { lcpElement: '<svg viewBox="0 0 400 400">', lcpMs: 2700 }),
    result('desktop', { performance: 99, cls: 0.12 }),
  ]);
  assert.deepEqual(failedHere(checks), [
    'product mobile LCP',
    'product mobile largest element is a photo',
    'product desktop CLS',
    'product desktop performance score',
  ]);
  const photo = checks.find((c) => c.label === 'largest element is a photo');
  assert.equal(photo.actual, 0);
  assert.equal(photo.detail, '<svg viewBox="0 0 400 400">');
  assert.match(budgetLines([photo])[0], /: no: <svg/);
  assert.equal(checks.find((c) => c.label === 'LCP').over, 1200);
});

test('fails an interaction slower than 200 ms, and one that was not measured', () => {
  const checks = checkBudgets([result('mobile'), result('desktop')], {
    interactions: [interaction('tick the card option', 260), interaction('add to cart', null)],
  });
  assert.deepEqual(failedHere(checks), [
    '/p/zonnig-boeket mobile INP, tick the card option',
    '/p/zonnig-boeket mobile INP, add to cart',
  ]);
  assert.equal(checks.find((c) => c.label.endsWith('card option')).over, 60);
});

test('fails an SEO score under 100 on home, category or product', () => {
  const checks = checkBudgets(everyPage({ 'category mobile': { seo: 92 } }), pagesOf);
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

test('fails when the product page or the monolith was not measured, rather than passing by omission', () => {
  const checks = checkBudgets([{ ...result('mobile'), page: 'home' }]);
  assert.equal(onProduct(checks).length, 13);
  assert.ok(onProduct(checks).every((c) => !c.pass && c.actual === null));
  const alone = checkBudgets([result('mobile', { monolithFigures: undefined }), result('desktop')]);
  assert.deepEqual(failedHere(alone), [
    'product mobile TBT over the monolith’s, in turns',
    'product mobile performance score under the monolith’s, in turns',
  ]);
});
