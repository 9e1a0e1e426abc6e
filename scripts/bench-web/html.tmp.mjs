import { startProductionSite, startMonolith, stopProductionSite, baseURL, monolithURL } from './production-site.mjs';
process.on('exit', () => stopProductionSite());
await startProductionSite(); await startMonolith();
for (const o of [baseURL, monolithURL]) {
  const html = await (await fetch(o + '/p/zonnig-boeket')).text();
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(m => m[1].length);
  const links = [...html.matchAll(/<link[^>]*rel="?stylesheet[^>]*>/g)].map(m => m[0]);
  console.log(o, 'html', html.length, 'inline css', styles.reduce((a,b)=>a+b,0), styles.length, 'links', links.length);
  console.log(links.join('\n'));
}
process.exit(0);
