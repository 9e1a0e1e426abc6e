import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
import { startProductionSite, startMonolith, stopProductionSite, baseURL, monolithURL } from '/work/main/scripts/bench-web/production-site.mjs';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
const { SourceMapConsumer } = createRequire('/work/main/package.json')('source-map-js');
const maps = new Map();
function original(file, line, column) {
  const dist = which === 'fed' ? '/work/main/host/dist' : '/work/main/bench/monolith/dist';
  const local = dist + file;
  if (!existsSync(local + '.map')) return null;
  if (!maps.has(local)) maps.set(local, new SourceMapConsumer(JSON.parse(readFileSync(local + '.map', 'utf8'))));
  const pos = maps.get(local).originalPositionFor({ line: line + 1, column });
  return pos.source ? pos.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '') + ':' + pos.line : null;
}
process.on('exit', () => stopProductionSite());
await startProductionSite();
await startMonolith();
const which = process.argv[2] ?? 'fed';
const origin = which === 'fed' ? baseURL : monolithURL;
const path = process.argv[3] ?? '/p/zonnig-boeket';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] });
const totals = new Map();
for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas;
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
  for (const [id, us] of self) {
    const n = byId.get(id); const f = n.callFrame;
    const file = f.url.replace(/^https?:\/\/[^/]+/, '');
    let name = f.functionName || '(anon)';
    let key = `${file}:${name}`;
    const orig = f.url ? original(file, f.lineNumber, f.columnNumber) : null;
    if (orig) key = process.env.DETAIL && orig.includes(process.env.DETAIL) ? `${orig} ${name}` : orig.split(':')[0].replace(/^(@[^/]+\/[^/]+|[^/@.][^/]*)\/.*$/, '$1');
    else if (f.url) key = file.replace(/\.[0-9a-f]{8}\.js$/, '.js');
    if (!f.url) key = name;
    // map through source map
    if (f.url && /\.js$/.test(file)) {
      const local = which === 'fed' ? null : null;
    }
    totals.set(key, (totals.get(key) ?? 0) + us / 1000 / Number(process.env.RUNS ?? 3));
  }
  await context.close();
}
const sorted = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, ms] of sorted) console.log(ms.toFixed(1).padStart(7), k);
await browser.close();
process.exit(0);
