// The `/v2` calls the shop makes through @mollie/api-client: authentication by a test API key,
// the faults tests ask for, idempotent creates and cancels, and the routes of the Payments,
// Methods, Refunds and Captures APIs. Every call is logged (without its Authorization header)
// for tests to read.
import { setTimeout as sleep } from 'node:timers/promises';
import { captureList, captureView, createCapture } from './captures.mjs';
import { MollieError, parseBody, readText, sendError, sendHal } from './http.mjs';
import { listMethods, methodView, methods } from './methods.mjs';
import { paymentView } from './payment-view.mjs';
import { cancelPayment, createPayment } from './payments.mjs';
import { createRefund, refundList, refundView } from './refunds.mjs';
import { later, moveCapture, moveRefund } from './settlement.mjs';
import { notifyWebhook } from './webhook.mjs';

const testKey = /^Bearer (test_[A-Za-z0-9]{30,})$/;

function apiKeyOf(request) {
  const match = testKey.exec(request.headers.authorization ?? '');
  // A live key is refused too: the stand-in has test mode only.
  if (!match) throw new MollieError(401, 'Missing authentication, or failed to authenticate');
  return match[1];
}

function findPayment(state, id) {
  const payment = state.payments.get(id);
  if (!payment) throw new MollieError(404, `No payment exists with token ${id}.`);
  return payment;
}

/** The routes under /v2, each `(context) => [status, body]`. */
const routes = [
  [
    'POST',
    /^\/v2\/payments$/,
    ({ state, body }) => {
      const payment = createPayment(body, { tokens: state.tokens });
      state.payments.set(payment.id, payment);
      // A card paid or declined at once changes status at creation: Mollie calls the webhook then too.
      if (payment.status !== 'open') void notifyWebhook(payment);
      return [201, paymentView(payment, state)];
    },
  ],
  [
    'GET',
    /^\/v2\/payments\/([^/]+)$/,
    ({ state, params: [id] }) => [200, paymentView(findPayment(state, id), state)],
  ],
  [
    'DELETE',
    /^\/v2\/payments\/([^/]+)$/,
    ({ state, params: [id] }) => {
      const payment = findPayment(state, id);
      cancelPayment(payment);
      // Canceled is a status Mollie calls the webhook for.
      void notifyWebhook(payment);
      return [200, paymentView(payment, state)];
    },
  ],
  [
    'GET',
    /^\/v2\/methods$/,
    ({ state, query }) => [
      200,
      listMethods(query, { publicUrl: state.publicUrl, noIssuers: state.faults.noIssuers }),
    ],
  ],
  [
    'GET',
    /^\/v2\/methods\/([^/]+)$/,
    ({ state, query, params: [id] }) => {
      const method = methods.find((m) => m.id === id);
      if (!method) throw new MollieError(404, `No method exists with id ${id}.`);
      const include = (query.get('include') ?? '').split(',');
      const withIssuers = id === 'ideal' && include.includes('issuers') && !state.faults.noIssuers;
      return [
        200,
        methodView(method, {
          publicUrl: state.publicUrl,
          locale: query.get('locale'),
          withIssuers,
        }),
      ];
    },
  ],
  [
    'POST',
    /^\/v2\/payments\/([^/]+)\/refunds$/,
    ({ state, body, params: [id] }) => {
      const payment = findPayment(state, id);
      const refund = createRefund(payment, body, { refused: state.faults.refundRefused });
      later(state, state.refundSettleMs, () => moveRefund(payment, refund, 'refunded'));
      return [201, refundView(refund, state)];
    },
  ],
  [
    'GET',
    /^\/v2\/payments\/([^/]+)\/refunds$/,
    ({ state, params: [id] }) => [200, refundList(findPayment(state, id), state)],
  ],
  [
    'GET',
    /^\/v2\/payments\/([^/]+)\/refunds\/([^/]+)$/,
    ({ state, params: [id, refundId] }) => {
      const refund = findPayment(state, id).refunds.find((r) => r.id === refundId);
      if (!refund) throw new MollieError(404, `No refund exists with token ${refundId}.`);
      return [200, refundView(refund, state)];
    },
  ],
  [
    'POST',
    /^\/v2\/payments\/([^/]+)\/captures$/,
    ({ state, body, params: [id] }) => {
      const payment = findPayment(state, id);
      const capture = createCapture(payment, body, { refused: state.faults.captureRefused });
      later(state, state.captureSettleMs, () => moveCapture(payment, capture, 'succeeded'));
      return [201, captureView(capture, state)];
    },
  ],
  [
    'GET',
    /^\/v2\/payments\/([^/]+)\/captures$/,
    ({ state, params: [id] }) => [200, captureList(findPayment(state, id), state)],
  ],
  [
    'GET',
    /^\/v2\/payments\/([^/]+)\/captures\/([^/]+)$/,
    ({ state, params: [id, captureId] }) => {
      const capture = findPayment(state, id).captures.find((c) => c.id === captureId);
      if (!capture) throw new MollieError(404, `No capture exists with token ${captureId}.`);
      return [200, captureView(capture, state)];
    },
  ],
];

/** The calls Mollie keeps an idempotency key's answer for (the client sends one with each). */
const idempotentMethods = new Set(['POST', 'PATCH', 'DELETE']);

/** Same key, same call: the first answer again; same key, another call: refused. */
function idempotent(state, apiKey, request, text, run) {
  const key = request.headers['idempotency-key'];
  if (!idempotentMethods.has(request.method) || !key) return run();
  const fingerprint = `${request.method} ${request.url} ${text}`;
  const stored = state.idempotency.get(`${apiKey} ${key}`);
  if (stored && stored.fingerprint !== fingerprint)
    throw new MollieError(422, 'The Idempotency-Key was used before for another request');
  if (stored) return stored.answer;
  const answer = run();
  state.idempotency.set(`${apiKey} ${key}`, { fingerprint, answer });
  return answer;
}

/** The one-off fault `{ status, path }` fires once on the first call whose path starts with `path`. */
function takeOneOffFault(faults, pathname) {
  if (!faults.status || (faults.path && !pathname.startsWith(faults.path))) return null;
  const error = new MollieError(faults.status, 'The stand-in was asked to fail this call');
  delete faults.status;
  delete faults.path;
  return error;
}

export async function answerApi(request, response, url, state) {
  const { faults } = state;
  const text = await readText(request);
  const headers = { ...request.headers };
  delete headers.authorization;
  let body = null;
  let bodyError = null;
  try {
    body = parseBody(text, request.headers['content-type']);
  } catch (error) {
    bodyError = error;
  }
  state.requests.push({ method: request.method, path: url.pathname + url.search, headers, body });
  if (faults.delayMs > 0) await sleep(faults.delayMs);
  const retryAfter =
    faults.retryAfterSeconds === undefined
      ? {}
      : { 'retry-after': String(faults.retryAfterSeconds) };
  const fail = (error) => sendError(response, error, error.status >= 500 ? retryAfter : {});
  if (faults.down) return fail(new MollieError(503, 'The Mollie API is temporarily unavailable'));
  const oneOff = takeOneOffFault(faults, url.pathname);
  if (oneOff) return fail(oneOff);
  try {
    const apiKey = apiKeyOf(request);
    if (bodyError) throw bodyError;
    const route = routes.find(([, pattern]) => pattern.test(url.pathname));
    if (!route) throw new MollieError(404, 'The resource could not be found');
    const matching = routes.find(
      ([method, pattern]) => method === request.method && pattern.test(url.pathname),
    );
    if (!matching)
      throw new MollieError(405, `The method ${request.method} is not available for this resource`);
    const [, pattern, handle] = matching;
    const params = pattern.exec(url.pathname).slice(1);
    const [status, answer] = idempotent(state, apiKey, request, text, () =>
      handle({ state, body, query: url.searchParams, params }),
    );
    sendHal(response, status, answer);
  } catch (error) {
    if (!(error instanceof MollieError)) throw error;
    fail(error);
  }
}
