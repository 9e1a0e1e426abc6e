// One card field, inside its iframe on the stand-in's origin (served at /components/field.mjs).
// It tells the shop's page only whether it is valid; the card number frame, asked for a token,
// gathers the other frames' values over a BroadcastChannel of the same origin, sends them to the
// stand-in and gives the page the token alone.
import { cardFieldTypes, fieldProblem, formatCardNumber, formatExpiryDate } from './card-rules.mjs';

const { type, instance, parentOrigin } = document.body.dataset;
/** Messages per field and problem, and `checkCard`, in the shop's language (texts.mjs). */
const messages = JSON.parse(document.body.dataset.messages);
const input = document.getElementById('field');
const channel = new BroadcastChannel(`mollie-standin-${instance}`);
const tag = 'mollie-standin';
let touched = false;
let dirty = false;

function state() {
  const problem = fieldProblem(type, input.value);
  input.setAttribute('aria-invalid', String(touched && problem !== null));
  return {
    valid: problem === null,
    touched,
    dirty,
    ...(problem ? { error: messages[type][problem] } : {}),
  };
}

const tell = (name, detail = {}) =>
  window.parent.postMessage(
    { source: tag, kind: 'event', instance, type, name, detail },
    parentOrigin,
  );

input.addEventListener('input', () => {
  if (type === 'cardNumber') input.value = formatCardNumber(input.value);
  if (type === 'expiryDate') input.value = formatExpiryDate(input.value);
  dirty = true;
  tell('change', state());
});
input.addEventListener('focus', () => tell('focus'));
input.addEventListener('blur', () => {
  touched = true;
  tell('blur');
  tell('change', state());
});

// Asked for a token, every field shows its state, as Mollie's do.
channel.addEventListener('message', ({ data }) => {
  if (data?.kind !== 'collect') return;
  touched = true;
  tell('change', state());
  channel.postMessage({ kind: 'value', requestId: data.requestId, type, value: input.value });
});

/** The other fields' values, waiting at most a second for a frame that is not mounted. */
function collect(requestId) {
  const values = { [type]: input.value };
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      channel.removeEventListener('message', onValue);
      resolve(values);
    };
    const timer = setTimeout(done, 1000);
    const onValue = ({ data }) => {
      if (data?.kind !== 'value' || data.requestId !== requestId) return;
      values[data.type] = data.value;
      if (cardFieldTypes.every((field) => field in values)) done();
    };
    channel.addEventListener('message', onValue);
    channel.postMessage({ kind: 'collect', requestId });
  });
}

async function createToken(requestId) {
  touched = true;
  tell('change', state());
  const values = await collect(requestId);
  for (const field of cardFieldTypes) {
    const problem = fieldProblem(field, values[field] ?? '');
    if (problem) return { error: { message: messages[field][problem] } };
  }
  try {
    const answer = await fetch('tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
      cache: 'no-store',
    });
    if (!answer.ok) return { error: { message: messages.checkCard } };
    const { token } = await answer.json();
    return { token };
  } catch {
    return { error: { message: messages.checkCard } };
  }
}

if (type === 'cardNumber')
  window.addEventListener('message', async (event) => {
    const { data } = event;
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (data?.source !== tag || data.kind !== 'create-token' || data.instance !== instance) return;
    const result = await createToken(data.requestId);
    window.parent.postMessage(
      { source: tag, kind: 'token', instance, type, requestId: data.requestId, result },
      parentOrigin,
    );
  });
