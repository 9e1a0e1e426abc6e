// `node tooling/pdok-locatieserver/cli.mjs --port 3110`: the PDOK Locatieserver stand-in on its
// own address, for `pnpm start` offline and the e2e run (README.md). Stops on SIGINT or SIGTERM.
import { parseArgs } from 'node:util';
import { startPdokLocatieserver } from './server.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '3110' },
    'delay-ms': { type: 'string', default: '0' },
  },
});
const server = await startPdokLocatieserver({
  host: values.host,
  port: Number(values.port),
  delayMs: Number(values['delay-ms']),
});
console.log(`PDOK Locatieserver stand-in on ${server.url} (tooling/pdok-locatieserver)`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void server.close().then(() => process.exit(0)));
