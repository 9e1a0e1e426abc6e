// The stand-in's own controls under /__standin/ (no part of Mollie's API), for tests and the e2e
// run: faults to inject, the log of /v2 calls received, a payment's webhook calls, and refunds and
// captures moved on as Mollie would move them later.
import { captureView } from './captures.mjs';
import { MollieError, parseBody, readText, sendHal } from './http.mjs';
import { paymentView } from './payment-view.mjs';
import { refundMoves, refundView } from './refunds.mjs';
import { moveCapture, moveRefund } from './settlement.mjs';

/** Each fault and the type its value must have (README.md, "Faults"). */
const faultTypes = {
  down: 'boolean',
  delayMs: 'number',
  refundRefused: 'boolean',
  captureRefused: 'boolean',
  noIssuers: 'boolean',
  status: 'number',
  path: 'string',
  retryAfterSeconds: 'number',
};

/** Sets the given faults on `faults`; a key or type it does not know is a 400 and sets nothing. */
export function setFaults(faults, changes) {
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes))
    throw new MollieError(400, 'Send the faults as a JSON object');
  for (const [name, value] of Object.entries(changes))
    if (typeof value !== faultTypes[name])
      throw new MollieError(400, `Unknown fault or wrong type: ${name}`, name);
  if (changes.status !== undefined && (changes.status < 400 || changes.status > 599))
    throw new MollieError(400, 'The status must be an error status, 400 to 599', 'status');
  Object.assign(faults, changes);
}

export function clearFaults(faults) {
  for (const name of Object.keys(faults)) delete faults[name];
}

/** `/__standin/…`; false when the path is none of its own. */
export async function answerControl(request, response, url, state) {
  const { method } = request;
  const path = url.pathname;
  if (path === '/__standin/faults') {
    if (method === 'POST') setFaults(state.faults, parseBody(await readText(request)));
    else if (method === 'DELETE') clearFaults(state.faults);
    else if (method !== 'GET') return false;
    sendHal(response, 200, state.faults);
    return true;
  }
  if (path === '/__standin/requests') {
    if (method === 'DELETE') state.requests.length = 0;
    else if (method !== 'GET') return false;
    sendHal(response, 200, state.requests);
    return true;
  }
  const payment = /^\/__standin\/payments\/([^/]+)$/.exec(path);
  if (payment && method === 'GET') {
    const found = findPayment(state, payment[1]);
    sendHal(response, 200, { ...paymentView(found, state), webhookCalls: found.webhookCalls });
    return true;
  }
  const moved = /^\/__standin\/payments\/([^/]+)\/(refunds|captures)\/([^/]+)$/.exec(path);
  if (moved && method === 'POST') {
    const [, paymentId, kind, id] = moved;
    const { status } = parseBody(await readText(request)) ?? {};
    const answer = await (kind === 'refunds'
      ? moveOneRefund(state, findPayment(state, paymentId), id, status)
      : moveOneCapture(state, findPayment(state, paymentId), id, status));
    sendHal(response, 200, answer);
    return true;
  }
  return false;
}

function findPayment(state, id) {
  const found = state.payments.get(id);
  if (!found) throw new MollieError(404, `No payment exists with token ${id}.`);
  return found;
}

/**
 * `POST /__standin/payments/:id/refunds/:refundId {status}`: the refund moves to `processing`,
 * `refunded` or `failed` and the webhook is called (and waited for); 409 once it is final.
 */
async function moveOneRefund(state, payment, id, status) {
  const refund = payment.refunds.find((r) => r.id === id);
  if (!refund) throw new MollieError(404, `No refund exists with token ${id}.`);
  if (!refundMoves.includes(status))
    throw new MollieError(400, `The status must be one of ${refundMoves.join(', ')}`, 'status');
  if (!(await moveRefund(payment, refund, status)))
    throw new MollieError(409, `The refund is ${refund.status} already`);
  return refundView(refund, state);
}

/** `POST /__standin/payments/:id/captures/:captureId {status}`: `succeeded` or `failed`, likewise. */
async function moveOneCapture(state, payment, id, status) {
  const capture = payment.captures.find((c) => c.id === id);
  if (!capture) throw new MollieError(404, `No capture exists with token ${id}.`);
  if (status !== 'succeeded' && status !== 'failed')
    throw new MollieError(400, 'The status must be succeeded or failed', 'status');
  if (!(await moveCapture(payment, capture, status)))
    throw new MollieError(409, `The capture is ${capture.status} already`);
  return captureView(capture, state);
}
