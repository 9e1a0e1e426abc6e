// A stand-in for PDOK's Locatieserver (v3.1 `free` endpoint), answering as its documented API
// does, for the API's tests, the e2e run and `pnpm start` offline (ADR 0047). README.md says
// what it serves and where its addresses come from.
import { createServer } from 'node:http';
import { defaultFields, loadDocuments } from './documents.mjs';
import { documentFilter } from './query.mjs';

export const FREE_PATH = '/bzk/locatieserver/search/v3_1/free';
/** The free endpoint's parameters (its OpenAPI document); v3.1 refuses any other. */
const parameters = new Set([
  'q',
  'lat',
  'lon',
  'fl',
  'fq',
  'df',
  'qf',
  'bq',
  'start',
  'rows',
  'sort',
  'wt',
]);
const fieldList = /^([a-z_*]+( |,|, )?)+$/;

function send(response, status, body) {
  if (response.destroyed) return;
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

const badRequest = (response, msg) =>
  send(response, 400, { error: { code: 400, metadata: ['error-class'], msg } });

/** A whole number from 0 to `max`, the default when absent; null when it is neither. */
function integerParameter(query, name, fallback, max) {
  const value = query.get(name);
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > max) return null;
  return Number(value);
}

/** Only the asked fields, in the order the document has them (`*` is every one). */
function selectFields(doc, fl) {
  const wanted = new Set(fl.split(/[ ,]+/).filter(Boolean));
  const withScore = { ...doc, score: 1 };
  if (wanted.has('*')) return withScore;
  return Object.fromEntries(Object.entries(withScore).filter(([field]) => wanted.has(field)));
}

/** The free endpoint over `docs`: GET with the documented parameters, JSON only. */
function answerFree(request, response, docs) {
  const url = new URL(request.url, 'http://stand-in');
  const query = url.searchParams;
  const unknown = [...query.keys()].find((name) => !parameters.has(name));
  if (unknown) return badRequest(response, `unknown query parameter '${unknown}'`);
  const fl = query.get('fl') ?? defaultFields.join(' ');
  if (!fieldList.test(fl)) return badRequest(response, `parameter 'fl' does not match the pattern`);
  const rows = integerParameter(query, 'rows', 10, 100);
  const start = integerParameter(query, 'start', 0, 10_000);
  if (rows === null || start === null)
    return badRequest(response, "parameters 'rows' (at most 100) and 'start' are whole numbers");
  if ((query.get('wt') ?? 'json') !== 'json')
    return badRequest(response, 'this stand-in answers wt=json only');
  const filter = documentFilter(query.get('q'), query.getAll('fq'));
  if (filter instanceof Error) return badRequest(response, filter.message);
  const found = docs.filter(filter);
  send(response, 200, {
    response: {
      numFound: found.length,
      start,
      maxScore: found.length > 0 ? 1 : 0,
      numFoundExact: true,
      docs: found.slice(start, start + rows).map((doc) => selectFields(doc, fl)),
    },
  });
}

/**
 * Starts the stand-in on `host:port` (port 0: any free one). `delayMs` holds every answer back
 * (slower than the API's timeout: "slow"); `failWith` answers every search with that status
 * (PDOK down behind its proxy: "error"). Both can be changed while it runs. `requests` lists the
 * URL of every request, for tests to count and read.
 */
export async function startPdokLocatieserver({
  host = '127.0.0.1',
  port = 0,
  addresses,
  delayMs = 0,
  failWith = null,
} = {}) {
  const docs = loadDocuments(addresses);
  const state = { delayMs, failWith, requests: [] };
  const server = createServer((request, response) => {
    state.requests.push(request.url);
    const answer = () => {
      const { pathname } = new URL(request.url, 'http://stand-in');
      if (pathname !== FREE_PATH)
        return send(response, 404, { error: { code: 404, msg: 'not found' } });
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return send(response, 405, { error: { code: 405, msg: 'method not allowed' } });
      if (state.failWith !== null)
        return send(response, state.failWith, {
          error: { code: state.failWith, msg: 'unavailable' },
        });
      answerFree(request, response, docs);
    };
    if (state.delayMs > 0) {
      const timer = setTimeout(answer, state.delayMs);
      // A client that gave up need not be answered.
      response.on('close', () => clearTimeout(timer));
    } else answer();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    get requests() {
      return state.requests;
    },
    set delayMs(ms) {
      state.delayMs = ms;
    },
    get delayMs() {
      return state.delayMs;
    },
    set failWith(status) {
      state.failWith = status;
    },
    get failWith() {
      return state.failWith;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
