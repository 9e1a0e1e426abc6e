// What Mollie settles after it has answered (a refund paid out, a capture taken): the stand-in
// settles it after a delay of its own, or when a test says so through its controls, and calls
// the payment's webhook either way, as Mollie does for a payment whose refund or capture changed.
import { settleCapture } from './captures.mjs';
import { settleRefund } from './refunds.mjs';
import { notifyWebhook } from './webhook.mjs';

/** Runs `settle` after `ms`; `null` holds it until a test moves it (README, "Controls"). */
export function later(state, ms, settle) {
  if (ms === null || ms === undefined) return;
  const timer = setTimeout(() => {
    state.timers.delete(timer);
    void settle();
  }, ms);
  // A stand-in left running in a test process must not keep it alive.
  timer.unref();
  state.timers.add(timer);
}

/** Moves a refund on its way to `status` and calls the webhook; false when it could not move. */
export async function moveRefund(payment, refund, status) {
  if (!settleRefund(refund, status)) return false;
  await notifyWebhook(payment, `refund ${refund.id} ${status}`);
  return true;
}

/** Settles a pending capture as `status` and calls the webhook; false when it was settled. */
export async function moveCapture(payment, capture, status) {
  if (!settleCapture(payment, capture, status)) return false;
  await notifyWebhook(payment, `capture ${capture.id} ${status}`);
  return true;
}
