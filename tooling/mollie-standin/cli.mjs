// `node tooling/mollie-standin/cli.mjs --port 3120`: the Mollie stand-in on its own address, for
// `pnpm start` offline, docker compose and the e2e run (README.md). Stops on SIGINT or SIGTERM.
import { parseArgs } from 'node:util';
import { startMollieStandin } from './server.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '3120' },
    'public-url': { type: 'string' },
    'refund-settle-ms': { type: 'string' },
    'capture-settle-ms': { type: 'string' },
  },
});
/** A delay in ms, `never` (held until a test moves it) or, unset, the stand-in's default. */
const settleMs = (value) =>
  value === undefined ? undefined : value === 'never' ? null : Number(value);
const server = await startMollieStandin({
  host: values.host,
  port: Number(values.port),
  publicUrl: values['public-url'],
  refundSettleMs: settleMs(values['refund-settle-ms']),
  captureSettleMs: settleMs(values['capture-settle-ms']),
});
// Listening before the line is printed: whoever waits for the line may stop it at once.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void server.close().then(() => process.exit(0)));
console.log(`Mollie stand-in on ${server.url} (tooling/mollie-standin)`);
