// How the stand-in answers: Mollie's `application/hal+json` bodies and its error format
// (https://docs.mollie.com/reference/handling-errors), plus the small helpers every route shares.

const titles = {
  400: 'Bad Request',
  401: 'Unauthorized Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** An error a route throws; the router answers it in Mollie's error format. */
export class MollieError extends Error {
  /**
   * @param {number} status
   * @param {string} detail
   * @param {string} [field] the request field at fault, as Mollie names it (`amount.value`)
   */
  constructor(status, detail, field) {
    super(detail);
    this.status = status;
    this.field = field;
  }
}

/** Mollie's error body: `{ status, title, detail, field?, _links: { documentation } }`. */
export function errorBody(status, detail, field) {
  return {
    status,
    title: titles[status] ?? 'Error',
    detail,
    ...(field ? { field } : {}),
    _links: {
      documentation: {
        href: 'https://docs.mollie.com/overview/handling-errors',
        type: 'text/html',
      },
    },
  };
}

export function send(response, status, type, text, headers = {}) {
  if (response.destroyed || response.headersSent) return;
  response.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export const sendHal = (response, status, body, headers) =>
  send(response, status, 'application/hal+json; charset=utf-8', JSON.stringify(body), headers);

export const sendError = (response, error, headers) =>
  sendHal(response, error.status, errorBody(error.status, error.message, error.field), headers);

/** The request's body as text; at most 1 MB, as no call the shop makes comes near it. */
export async function readText(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > 1_000_000) throw new MollieError(413, 'The request body is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as the client sent it: JSON, a form, or nothing. */
export function parseBody(text, contentType = '') {
  if (text === '') return null;
  if (contentType.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new MollieError(400, 'The request body is not valid JSON');
  }
}

export const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
