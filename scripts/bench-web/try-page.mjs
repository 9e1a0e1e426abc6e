// Quick look at one page: `node --import tsx scripts/bench-web/try-page.mjs /p/zonnig-boeket mobile 1 [monolith]`.
import { measureOnce } from './lighthouse-run.mjs';
import { summarizeLongTasks, scriptName } from './long-tasks.mjs';
import {
  baseURL,
  monolithURL,
  startMonolith,
  startProductionSite,
  stopProductionSite,
} from './production-site.mjs';

const [pagePath = '/p/zonnig-boeket', profile = 'mobile', runs = '1', which = 'both'] =
  process.argv.slice(2);
process.on('exit', () => stopProductionSite());
await startProductionSite();
await startMonolith();
const origins =
  which === 'both' ? [baseURL, monolithURL] : which === 'monolith' ? [monolithURL] : [baseURL];
for (const origin of origins) await measureOnce({ url: origin + pagePath, profile: 'desktop' });
for (let i = 0; i < Number(runs); i += 1) {
  for (const origin of origins) {
    const { lhr, longTasks } = await measureOnce({ url: origin + pagePath, profile });
    console.log(
      `${origin === monolithURL ? 'monolith ' : 'federated'} score ${Math.round(lhr.categories.performance.score * 100)} TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} lcp=${lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 80)}`,
    );
    for (const t of longTasks)
      console.log(
        `  ${t.startMs}ms ${t.durationMs}ms ${t.kind} ${scriptName(t.url)} ${t.phases.join(',')} ${JSON.stringify(t.groups)} ${t.events}`,
      );
    console.log('  ' + JSON.stringify(summarizeLongTasks(longTasks)));
  }
}
process.exit(0);
