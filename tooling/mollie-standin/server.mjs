// A stand-in for Mollie's API in test mode, answering as docs.mollie.com documents it, for the
// API's tests, the e2e run and `pnpm start` offline (ADR 0052). README.md says what it serves.
import { createServer } from 'node:http';
import { answerApi } from './api.mjs';
import { answerCheckout } from './checkout-page.mjs';
import { answerComponents } from './components.mjs';
import { answerControl } from './control.mjs';
import { MollieError, send, sendError } from './http.mjs';
import { iconFor } from './methods.mjs';

async function answer(request, response, state) {
  const url = new URL(request.url, 'http://stand-in');
  const { pathname } = url;
  if (pathname.startsWith('/v2/')) return answerApi(request, response, url, state);
  if (pathname.startsWith('/__standin/') && (await answerControl(request, response, url, state)))
    return;
  if (pathname.startsWith('/checkout/')) return answerCheckout(request, response, url, state);
  if (await answerComponents(request, response, url, state)) return;
  const icon = request.method === 'GET' ? iconFor(pathname) : null;
  if (icon)
    return send(response, 200, 'image/svg+xml', icon, { 'cache-control': 'public, max-age=86400' });
  throw new MollieError(404, 'The resource could not be found');
}

/** How long refunds and captures wait before the stand-in settles them, unless told otherwise. */
export const DEFAULT_SETTLE_MS = 1000;

/**
 * Starts the stand-in on `host:port` (port 0: any free one).
 * `publicUrl` is where browsers reach it (checkout links, icons; default: its own URL);
 * `refundSettleMs` how long a refund stays `pending` before it is `refunded`, and
 * `captureSettleMs` a capture before it `succeeded` (the webhook called then; `null`: until a
 * test moves it through the controls). `faults` can be changed while it runs; `payments` holds
 * every payment made, by id.
 */
export async function startMollieStandin({
  port = 0,
  host = '127.0.0.1',
  publicUrl,
  refundSettleMs = DEFAULT_SETTLE_MS,
  captureSettleMs = DEFAULT_SETTLE_MS,
} = {}) {
  const state = {
    publicUrl: '',
    refundSettleMs,
    captureSettleMs,
    timers: new Set(),
    faults: {},
    payments: new Map(),
    tokens: new Map(),
    idempotency: new Map(),
    requests: [],
  };
  const handle = (request, response) => {
    answer(request, response, state).catch((error) => {
      if (error instanceof MollieError) return sendError(response, error);
      console.error('Mollie stand-in:', error);
      sendError(response, new MollieError(500, 'The stand-in failed to answer'));
    });
  };
  const server = createServer(handle);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const bound = server.address().port;
  const localName = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${localName}:${bound}`;
  state.publicUrl = (publicUrl ?? url).replace(/\/$/, '');
  return {
    url,
    /** What @mollie/api-client's `apiEndpoint` takes (plain HTTP: the client is patched, ADR 0052). */
    apiEndpoint: `${url}/v2/`,
    port: bound,
    faults: state.faults,
    payments: state.payments,
    get requests() {
      return state.requests;
    },
    /** Lets a test process end while the stand-in still listens (one shared by a test file). */
    unref: () => server.unref(),
    close: () =>
      new Promise((resolve) => {
        for (const timer of state.timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
