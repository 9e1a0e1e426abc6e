// Mollie Components on the stand-in's own origin: the script (/v1/mollie.js), the field pages the
// script frames (/components/field), and the token endpoint the card number frame calls
// (/components/tokens). Tokens live in memory, each good for one payment (payments.mjs).
import { readFileSync } from 'node:fs';
import { cardFieldTypes, digitsOf, fieldProblem } from './browser/card-rules.mjs';
import { escapeHtml, readText, send } from './http.mjs';
import { newId } from './money.mjs';
import { fieldMessage, languageOf, texts } from './texts.mjs';

const browserFile = (name) => readFileSync(new URL(`./browser/${name}`, import.meta.url), 'utf8');
const languages = Object.keys(texts);
const words = Object.fromEntries(
  languages.map((language) => [
    language,
    {
      ...Object.fromEntries(cardFieldTypes.map((type) => [type, texts[language][type]])),
      checkCard: texts[language].checkCard,
    },
  ]),
);
const mollieScript = browserFile('mollie.js').replace('/* words */ {}', JSON.stringify(words));
const files = {
  '/components/field.mjs': ['text/javascript; charset=utf-8', browserFile('field.mjs')],
  '/components/card-rules.mjs': ['text/javascript; charset=utf-8', browserFile('card-rules.mjs')],
  '/components/field.css': ['text/css; charset=utf-8', browserFile('field.css')],
};

const inputAttributes = {
  cardHolder: 'autocomplete="cc-name" autocapitalize="words"',
  cardNumber: 'autocomplete="cc-number" inputmode="numeric" maxlength="23"',
  expiryDate: 'autocomplete="cc-exp" inputmode="numeric" maxlength="7" placeholder="MM / YY"',
  verificationCode: 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"',
};

/** Card fields may sit in any shop's page, and nothing typed in them is kept by a cache. */
const fieldHeaders = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; frame-ancestors *",
  'referrer-policy': 'no-referrer',
};

function isOrigin(value) {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

function fieldPage(query) {
  const type = query.get('type');
  const instance = query.get('instance') ?? '';
  const parentOrigin = query.get('parent') ?? '';
  if (
    !cardFieldTypes.includes(type) ||
    !/^[A-Za-z0-9]{8,64}$/.test(instance) ||
    !isOrigin(parentOrigin)
  )
    return null;
  const language = languageOf(query.get('locale'));
  const messages = Object.fromEntries(
    cardFieldTypes.map((field) => [
      field,
      Object.fromEntries(
        ['empty', 'invalid', 'expired'].map((p) => [p, fieldMessage(language, field, p)]),
      ),
    ]),
  );
  messages.checkCard = texts[language].checkCard;
  const label = texts[language][type];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(label)}</title><link rel="stylesheet" href="field.css">
<script type="module" src="field.mjs"></script></head>
<body data-type="${type}" data-instance="${instance}" data-parent-origin="${escapeHtml(parentOrigin)}" data-messages="${escapeHtml(JSON.stringify(messages))}">
<input id="field" type="text" name="${type}" aria-label="${escapeHtml(label)}" spellcheck="false" autocorrect="off" ${inputAttributes[type]}>
</body></html>`;
}

/** `POST /components/tokens` from a card number frame: checks the card again, keeps it, names it. */
async function makeToken(request, response, tokens) {
  // Only the stand-in's own frames may ask (browsers send Sec-Fetch-Site).
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin')
    return send(
      response,
      403,
      'application/json',
      JSON.stringify({ error: { message: 'Forbidden' } }),
    );
  let card;
  try {
    card = JSON.parse(await readText(request));
  } catch {
    card = null;
  }
  const problem = cardFieldTypes.find((field) => fieldProblem(field, card?.[field] ?? '') !== null);
  const headers = { 'cache-control': 'no-store' };
  if (!card || problem)
    return send(
      response,
      422,
      'application/json',
      JSON.stringify({ error: { message: `Invalid ${problem}` } }),
      headers,
    );
  const token = newId('tkn_', 12);
  // The security code is checked, never kept, as a card processor may not store it.
  tokens.set(token, {
    used: false,
    card: {
      number: digitsOf(card.cardNumber),
      holder: card.cardHolder.trim(),
      expiryDate: card.expiryDate,
    },
  });
  send(response, 201, 'application/json', JSON.stringify({ token }), headers);
}

/** `/v1/mollie.js` and `/components/*`; false when the path is none of them. */
export async function answerComponents(request, response, url, state) {
  const { pathname } = url;
  if (request.method === 'POST' && pathname === '/components/tokens') {
    await makeToken(request, response, state.tokens);
    return true;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname === '/v1/mollie.js') {
    send(response, 200, 'text/javascript; charset=utf-8', mollieScript, {
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
    return true;
  }
  if (pathname === '/components/field') {
    const html = fieldPage(url.searchParams);
    if (html === null)
      send(response, 400, 'text/plain; charset=utf-8', 'Unknown field, instance or parent');
    else send(response, 200, 'text/html; charset=utf-8', html, fieldHeaders);
    return true;
  }
  if (files[pathname]) {
    const [type, text] = files[pathname];
    send(response, 200, type, text, { 'cache-control': 'no-cache' });
    return true;
  }
  return false;
}
