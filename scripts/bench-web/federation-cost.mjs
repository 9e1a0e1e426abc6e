// What federation costs a page: its JavaScript (gzip) over the same page built as one bundle
// without federation (bench/monolith), measured in the same run.
import { fractionGzipBytes } from './classify-scripts.mjs';

/** (federated − monolith) / monolith: 0.1 means federation adds a tenth. */
export function federationOverhead(federatedBytes, monolithBytes) {
  if (!(monolithBytes > 0)) return null;
  return (federatedBytes - monolithBytes) / monolithBytes;
}

/**
 * Pairs each federated page/profile with the monolith's measurement of it, when there is one.
 * @param {{ page: string, profile: string, path: string, performance: number, lcpMs: number,
 *   jsGzipBytes: { total: number }, scripts?: { url: string, gzipBytes: number }[] }[]} federated
 * @param {typeof federated} monolith
 * @returns {{ page: string, path: string, profile: string, federatedJsGzipBytes: number,
 *   monolithJsGzipBytes: number, overhead: number | null, remoteEntryJsGzipBytes: number,
 *   federationRuntimeJsGzipBytes: number, overheadBeyondRuntime: number | null,
 *   federatedPerformance: number,
 *   monolithPerformance: number, federatedLcpMs: number, monolithLcpMs: number }[]}
 */
export function compareWithMonolith(federated, monolith) {
  return federated.flatMap((result) => {
    const single = monolith.find((m) => m.page === result.page && m.profile === result.profile);
    if (!single) return [];
    const scripts = result.scripts ?? [];
    // Module Federation's own code on the page: every remoteEntry.js, and the runtime inside
    // the host's main.js (classify-scripts.mjs names each script's `runtimeFraction`).
    const runtimeBytes = fractionGzipBytes(scripts, 'runtimeFraction');
    return [
      {
        page: result.page,
        path: result.path,
        profile: result.profile,
        federatedJsGzipBytes: result.jsGzipBytes.total,
        monolithJsGzipBytes: single.jsGzipBytes.total,
        overhead: federationOverhead(result.jsGzipBytes.total, single.jsGzipBytes.total),
        // Part of the overhead: each remote's entry (its loading and sharing code).
        federationRuntimeJsGzipBytes: runtimeBytes,
        // What federation costs beyond its runtime: shared modules that cannot be tree-shaken,
        // code two remotes both carry, chunks split another way.
        overheadBeyondRuntime: federationOverhead(
          result.jsGzipBytes.total - runtimeBytes,
          single.jsGzipBytes.total,
        ),
        remoteEntryJsGzipBytes: scripts
          .filter((script) => /\/remoteEntry\.js$/.test(new URL(script.url).pathname))
          .reduce((total, script) => total + script.gzipBytes, 0),
        federatedPerformance: result.performance,
        monolithPerformance: single.performance,
        federatedLcpMs: result.lcpMs,
        monolithLcpMs: single.lcpMs,
      },
    ];
  });
}
