// The stand-in's own controls under /__standin/ (no part of Mollie's API), for tests and the e2e
// run: faults to inject, the log of /v2 calls received, and a payment's webhook calls.
import { MollieError, parseBody, readText, sendHal } from './http.mjs';
import { paymentView } from './payment-view.mjs';

/** Each fault and the type its value must have (README.md, "Faults"). */
const faultTypes = {
  down: 'boolean',
  delayMs: 'number',
  refundRefused: 'boolean',
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
    const found = state.payments.get(payment[1]);
    if (!found) throw new MollieError(404, `No payment exists with token ${payment[1]}.`);
    sendHal(response, 200, { ...paymentView(found, state), webhookCalls: found.webhookCalls });
    return true;
  }
  return false;
}
