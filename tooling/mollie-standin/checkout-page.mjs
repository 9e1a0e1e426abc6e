// The stand-in's payment page, in the place of Mollie's hosted checkout in test mode: the shopper
// (or the e2e test) picks the outcome, the stand-in sets the status, calls the webhook and sends
// the shopper back to the redirectUrl. A 3-D Secure card gets the bank's approve/decline instead.
import { escapeHtml, readText, send } from './http.mjs';
import { issuers, methods } from './methods.mjs';
import { euros } from './money.mjs';
import { needsShopper } from './payment-view.mjs';
import { paidStatus, setStatus } from './payments.mjs';
import { languageOf, texts } from './texts.mjs';
import { notifyWebhook } from './webhook.mjs';

// A payment with a manual capture (Riverty always) is authorized where others are paid.
const outcomesOf = (payment) =>
  payment.details?.cardSecurity === '3dsecure'
    ? [paidStatus(payment), 'failed']
    : [paidStatus(payment), 'failed', 'canceled', 'expired'];

const styles = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1b1b; }
  main { max-width: 28rem; margin: 0 auto; padding: 1rem; }
  .standin-card { background: #fff; border-radius: 8px; padding: 1rem; box-shadow: 0 1px 3px #0002; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  fieldset { border: 0; padding: 0; margin: 0 0 1rem; }
  label { display: flex; align-items: center; gap: .5rem; min-height: 44px; }
  input[type=radio] { width: 1.25rem; height: 1.25rem; }
  button { font: inherit; min-height: 44px; padding: .5rem 1.25rem; border: 0; border-radius: 6px;
    background: #0a58ca; color: #fff; cursor: pointer; margin-right: .5rem; }
  button.standin-decline { background: #6c757d; }
  :focus-visible { outline: 3px solid #ff9f1c; outline-offset: 2px; }
  .standin-notice { font-size: .875rem; color: #555; }`;

function page(payment) {
  const lang = languageOf(payment.locale);
  const t = texts[lang];
  const method = methods.find((m) => m.id === payment.method);
  const bank = issuers.find((issuer) => issuer.id === payment.issuer);
  const threeDSecure = payment.details?.cardSecurity === '3dsecure';
  const row = (term, value) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`;
  const summary = [
    row(t.amount, `€ ${euros(payment.amountCents).value}`),
    row(t.description, payment.description),
    method ? row(t.method, method.description[lang]) : '',
    bank ? row(t.bank, bank.name) : '',
  ].join('');
  const choice = (outcome, i) =>
    `<label><input type="radio" name="outcome" value="${outcome}"${i === 0 ? ' checked' : ''}> ${escapeHtml(t[outcome])}</label>`;
  let form;
  if (!needsShopper(payment))
    form = `<p>${escapeHtml(t.alreadyFinal)} ${escapeHtml(t[payment.status] ?? payment.status)}</p>
      <form method="post"><button type="submit">${escapeHtml(t.continue)}</button></form>`;
  else if (threeDSecure)
    form = `<p>${escapeHtml(t.threeDSecureAsk)}</p><form method="post">
      <button type="submit" name="outcome" value="${paidStatus(payment)}">${escapeHtml(t.approve)}</button>
      <button type="submit" name="outcome" value="failed" class="standin-decline">${escapeHtml(t.decline)}</button></form>`;
  else
    form = `<form method="post"><fieldset><legend>${escapeHtml(t.chooseStatus)}</legend>
      ${outcomesOf(payment).map(choice).join('\n      ')}</fieldset>
      <button type="submit">${escapeHtml(t.continue)}</button></form>`;
  const title = threeDSecure ? t.threeDSecure : t.testPayment;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><div class="standin-card"><dl>${summary}</dl>${form}</div>
<p class="standin-notice">${escapeHtml(t.notice)}</p></main></body></html>`;
}

const pageHeaders = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *",
};

/** `GET` and `POST /checkout/:paymentId`. */
export async function answerCheckout(request, response, url, state) {
  const id = decodeURIComponent(url.pathname.slice('/checkout/'.length));
  const payment = state.payments.get(id);
  if (!payment) return send(response, 404, 'text/plain; charset=utf-8', 'No such payment');
  if (request.method === 'GET')
    return send(response, 200, 'text/html; charset=utf-8', page(payment), pageHeaders);
  if (request.method !== 'POST')
    return send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed', {
      allow: 'GET, POST',
    });
  const outcome = new URLSearchParams(await readText(request)).get('outcome');
  if (needsShopper(payment)) {
    if (!outcomesOf(payment).includes(outcome))
      return send(response, 400, 'text/plain; charset=utf-8', `Unknown outcome: ${outcome}`);
    setStatus(payment, outcome);
    await notifyWebhook(payment);
  }
  const back =
    payment.status === 'canceled' && payment.cancelUrl ? payment.cancelUrl : payment.redirectUrl;
  send(response, 303, 'text/plain; charset=utf-8', `See ${back}`, { location: back });
}
