// Mollie's webhook call: a POST of `id=tr_…` as a form to the payment's webhookUrl, telling the
// shop to fetch the payment again (https://docs.mollie.com/reference/webhooks). The shop's answer
// is kept on the payment (`webhookCalls`, shown under /__standin/payments/:id) for debugging.

/**
 * Calls the webhook, waiting at most 10 s; never throws, as a failing shop must not break Mollie.
 * `about` says what changed besides the status (`refund re_… refunded`), for whoever debugs it.
 */
export async function notifyWebhook(payment, about) {
  if (!payment.webhookUrl) return;
  const call = {
    at: new Date().toISOString(),
    status: payment.status,
    ...(about ? { about } : {}),
  };
  payment.webhookCalls.push(call);
  try {
    const answer = await fetch(payment.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Mollie stand-in',
      },
      body: new URLSearchParams({ id: payment.id }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    call.answerStatus = answer.status;
    await answer.body?.cancel();
  } catch (error) {
    call.error = error instanceof Error ? error.message : String(error);
  }
}
