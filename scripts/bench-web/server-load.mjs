// The host server under load (issue 20): pages per second and time to first byte for one
// address at a number of concurrent connections, each sending its next request as soon as the
// last answer has arrived (keep-alive, as nginx keeps its upstream connections).
import http from 'node:http';

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** One GET: milliseconds to the first byte of the body and to its end, and the status. */
function timedGet(url, agent, headers) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers }, (response) => {
      let firstByte = null;
      response.on('data', () => {
        firstByte ??= process.hrtime.bigint();
      });
      response.on('end', () => {
        const done = process.hrtime.bigint();
        const ms = (at) => Number((at ?? done) - started) / 1e6;
        resolve({ status: response.statusCode, ttfbMs: ms(firstByte), totalMs: ms(done) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * @param {string} url
 * @param {{ connections?: number, durationMs?: number, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ url: string, connections: number, durationMs: number, requests: number,
 *   pagesPerSecond: number, ttfbMs: { p50: number|null, p95: number|null, p99: number|null },
 *   failures: number }>}
 */
export async function measureServerLoad(
  url,
  { connections = 10, durationMs = 10_000, headers } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const ttfb = [];
  let failures = 0;
  const deadline = Date.now() + durationMs;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        try {
          const answer = await timedGet(url, agent, headers);
          if (answer.status === 200) ttfb.push(answer.ttfbMs);
          else failures += 1;
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  ttfb.sort((a, b) => a - b);
  const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    url,
    connections,
    durationMs,
    requests: ttfb.length,
    pagesPerSecond: Math.round((ttfb.length / seconds) * 10) / 10,
    ttfbMs: {
      p50: round(percentile(ttfb, 0.5)),
      p95: round(percentile(ttfb, 0.95)),
      p99: round(percentile(ttfb, 0.99)),
    },
    failures,
  };
}
