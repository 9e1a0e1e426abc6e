// Payments as Mollie's Payments API creates and shows them
// (https://docs.mollie.com/reference/create-payment, /get-payment), in test mode only.
import { cardBrand } from './browser/card-rules.mjs';
import { MollieError } from './http.mjs';
import { issuers, methods } from './methods.mjs';
import { newId, parseAmount } from './money.mjs';

/** Mollie's test cards, by number (README.md). Any other valid number is paid at once. */
export const testCards = { declined: '4000000000000002', threeDSecure: '4000000000003220' };

const locales = new Set(
  'en_US en_GB nl_NL nl_BE de_DE de_AT de_CH fr_FR fr_BE es_ES ca_ES pt_PT it_IT nb_NO sv_SE fi_FI da_DK is_IS hu_HU pl_PL lv_LV lt_LT'.split(
    ' ',
  ),
);
const addressFields = [
  'givenName',
  'familyName',
  'email',
  'streetAndNumber',
  'postalCode',
  'city',
  'country',
];

const isWebUrl = (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function requireUrl(body, field, required) {
  if (body[field] === undefined || body[field] === null) {
    if (required) throw new MollieError(422, `The ${field} is required`, field);
    return null;
  }
  if (!isWebUrl(body[field])) throw new MollieError(422, `The ${field} is invalid`, field);
  return body[field];
}

const manualCapture = new Set(['creditcard', 'riverty']);

/**
 * `automatic` (Mollie's default) or `manual`: the payment is only `authorized`, and its money is
 * taken later by a capture or let go by canceling it. Riverty takes manual only; of the
 * stand-in's methods, cards take both (https://docs.mollie.com/docs/place-a-hold-for-a-payment).
 */
function captureModeOf(body, method) {
  const mode = body.captureMode ?? 'automatic';
  if (mode !== 'automatic' && mode !== 'manual')
    throw new MollieError(422, 'The captureMode must be automatic or manual', 'captureMode');
  if (method === 'riverty' && mode !== 'manual')
    throw new MollieError(422, 'The captureMode must be manual for riverty', 'captureMode');
  if (mode === 'manual' && method !== null && !manualCapture.has(method))
    throw new MollieError(
      422,
      `The captureMode manual is not supported for ${method}`,
      'captureMode',
    );
  return mode;
}

/** Riverty needs the shopper's address and the order lines, whose totals make the amount. */
function checkRiverty(body) {
  const address = body.billingAddress ?? {};
  const missing = addressFields.find(
    (field) => typeof address[field] !== 'string' || !address[field],
  );
  if (missing)
    throw new MollieError(
      422,
      `The billing address ${missing} is required for Riverty`,
      `billingAddress.${missing}`,
    );
  if (!Array.isArray(body.lines) || body.lines.length === 0)
    throw new MollieError(422, 'Order lines are required for Riverty', 'lines');
}

function checkLines(lines, cents) {
  if (lines === undefined) return;
  if (!Array.isArray(lines)) throw new MollieError(422, 'The lines must be a list', 'lines');
  let total = 0;
  lines.forEach((line, i) => {
    if (typeof line?.description !== 'string' || !line.description)
      throw new MollieError(422, 'Every line needs a description', `lines.${i}.description`);
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw new MollieError(422, 'Every line needs a whole quantity', `lines.${i}.quantity`);
    parseAmount(line.unitPrice, `lines.${i}.unitPrice`);
    total += parseAmount(line.totalAmount, `lines.${i}.totalAmount`);
  });
  if (total !== cents)
    throw new MollieError(
      422,
      'The sum of the lines’ total amounts must equal the amount',
      'lines',
    );
}

/** The card behind a Mollie Components token; a token works once. */
function takeCard(tokens, cardToken) {
  const entry = typeof cardToken === 'string' ? tokens.get(cardToken) : undefined;
  if (!entry || entry.used)
    throw new MollieError(422, 'The card token is invalid or has been used before', 'cardToken');
  entry.used = true;
  return entry.card;
}

const cardDetails = (card) => ({
  cardNumber: card.number.slice(-4),
  cardHolder: card.holder,
  cardLabel: cardBrand(card.number),
  cardFingerprint: `fp_${card.number.slice(-8)}`,
  cardAudience: 'consumer',
  cardCountryCode: 'NL',
  cardSecurity: card.number === testCards.threeDSecure ? '3dsecure' : 'normal',
  feeRegion: 'intra-eu',
});

/** A new payment from the body `POST /v2/payments` received; throws a 422 as Mollie would. */
export function createPayment(body, { tokens, now = new Date() }) {
  if (typeof body !== 'object' || body === null)
    throw new MollieError(422, 'The request body is empty', 'amount');
  const cents = parseAmount(body.amount, 'amount');
  if (typeof body.description !== 'string' || body.description.trim() === '')
    throw new MollieError(422, 'The description is required', 'description');
  const redirectUrl = requireUrl(body, 'redirectUrl', true);
  const webhookUrl = requireUrl(body, 'webhookUrl', false);
  const cancelUrl = requireUrl(body, 'cancelUrl', false);
  const method = body.method ?? null;
  const known = methods.find((m) => m.id === method);
  if (method !== null && !known)
    throw new MollieError(
      422,
      `The payment method is invalid or not activated: ${method}`,
      'method',
    );
  if (known && (cents < known.minimum || cents > known.maximum))
    throw new MollieError(422, `The amount is outside the limits of ${known.id}`, 'amount');
  if (body.locale !== undefined && !locales.has(body.locale))
    throw new MollieError(422, 'The locale is invalid', 'locale');
  if (body.metadata !== undefined && JSON.stringify(body.metadata).length > 1024)
    throw new MollieError(422, 'The metadata is larger than 1 kB', 'metadata');
  if (body.issuer !== undefined && body.issuer !== null) {
    if (method !== 'ideal' || !issuers.some((issuer) => issuer.id === body.issuer))
      throw new MollieError(422, 'The issuer is invalid', 'issuer');
  }
  if (method === 'riverty') checkRiverty(body);
  checkLines(body.lines, cents);
  const captureMode = captureModeOf(body, method);
  if (body.cardToken !== undefined && method !== 'creditcard')
    throw new MollieError(422, 'A card token is for the creditcard method only', 'cardToken');
  const card = body.cardToken !== undefined ? takeCard(tokens, body.cardToken) : null;

  const payment = {
    id: newId('tr_'),
    createdAt: now.toISOString(),
    status: 'open',
    amountCents: cents,
    description: body.description,
    method,
    captureMode,
    issuer: body.issuer ?? null,
    metadata: body.metadata ?? null,
    locale: body.locale ?? null,
    redirectUrl,
    cancelUrl,
    webhookUrl,
    billingAddress: body.billingAddress,
    shippingAddress: body.shippingAddress,
    lines: body.lines,
    card,
    details: card ? cardDetails(card) : null,
    expiresAt: new Date(now.getTime() + 15 * 60 * 1000).toISOString(),
    refunds: [],
    captures: [],
    webhookCalls: [],
  };
  if (card?.number === testCards.declined) setStatus(payment, 'failed', now);
  else if (card && card.number !== testCards.threeDSecure)
    setStatus(payment, paidStatus(payment), now);
  return payment;
}

/** What a payment the shopper completed becomes: `authorized` with a manual capture, else `paid`. */
export const paidStatus = (payment) => (payment.captureMode === 'manual' ? 'authorized' : 'paid');

/** How long an authorization may be captured: the stand-in's own figures (Mollie: `captureBefore`). */
const authorizationDays = { riverty: 28, creditcard: 7 };

/** An authorized payment whose money nothing takes yet can be canceled (Mollie: `isCancelable`). */
export const isCancelable = (payment) =>
  payment.status === 'authorized' &&
  !payment.captures.some((capture) => capture.status !== 'failed');

/**
 * `DELETE /v2/payments/:id` (https://docs.mollie.com/reference/cancel-payment): the authorization
 * is let go and the payment is `canceled`; anything else cannot be canceled (422).
 */
export function cancelPayment(payment, now = new Date()) {
  if (!isCancelable(payment))
    throw new MollieError(422, `The payment is ${payment.status}: it cannot be canceled`);
  setStatus(payment, 'canceled', now);
}

/** A Dutch IBAN with correct check digits (ISO 13616), for a made-up account at `bank`. */
function dutchIban(bank, account = '0123456789') {
  const digits = `${bank}${account}NL00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98 - Number(BigInt(digits) % 97n);
  return `NL${String(check).padStart(2, '0')}${bank}${account}`;
}

/** The bank account Mollie's test mode reports for an iDEAL or Bancontact payer. */
function payerDetails(payment) {
  if (payment.method === 'ideal') {
    const bic = payment.issuer?.replace('ideal_', '') ?? 'RABONL2U';
    return {
      consumerName: 'T. TEST',
      consumerAccount: dutchIban(bic.slice(0, 4)),
      consumerBic: bic,
    };
  }
  if (payment.method === 'bancontact')
    return {
      cardNumber: '0000',
      consumerName: 'T. TEST',
      consumerAccount: 'BE68539007547034',
      consumerBic: 'GKCCBEBB',
    };
  return null;
}

/** Moves the payment to `status`, stamping `<status>At` as Mollie does. */
export function setStatus(payment, status, now = new Date()) {
  payment.status = status;
  payment[`${status}At`] = now.toISOString();
  if (status === 'paid' || status === 'authorized')
    payment.details = { ...payment.details, ...payerDetails(payment) };
  if (status === 'authorized') {
    const days = authorizationDays[payment.method] ?? 7;
    payment.captureBefore = new Date(now.getTime() + days * 86_400_000).toISOString();
  }
  if (status === 'failed' && payment.card) {
    const declined = payment.card.number === testCards.declined;
    payment.details = {
      ...payment.details,
      failureReason: declined ? 'card_declined' : 'authentication_failed',
      failureMessage: declined ? 'The card was declined' : 'The 3-D Secure check failed',
    };
  }
}
