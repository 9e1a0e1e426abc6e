import type { InjectOptions } from 'fastify';
import { jpeg, multipartBody, pdf } from '../helpers/cart';
import {
  badAuthorizations,
  badCartSecrets,
  injectionStrings,
  malformedJson,
  markerOf,
  OVERSIZED_BODY_BYTES,
  OVERSIZED_STRING,
  traversalStrings,
  wrongTypeValues,
} from './attack-values';
import type { JsonSchema, Operation } from './openapi-operations';
import {
  goodAuthorization,
  goodBody,
  goodHeaders,
  pathValue,
  queryValue,
  type FuzzWorld,
} from './fuzz-world';

type Headers = Record<string, string>;

/** What a case expects besides "no 5xx, a clear 4xx": the status for a broken envelope. */
/** The multipart routes: a letter, a design's photo (ADR 0028). */
const uploads = new Set(['POST /carts/{uuid}/letters', 'POST /carts/{uuid}/photos']);

export type Expectation = 'any' | 413 | 415 | 400;

export interface FuzzCase {
  id: number;
  operation: Operation;
  /** `body.deliveryAddress.city: script`, `path.uuid: traversal`, `auth: forgedJwt`… */
  label: string;
  expect: Expectation;
  request: InjectOptions;
}

interface Parts {
  path: Record<string, string>;
  /** Query pairs, already in the order and shape to send (an array repeats the key). */
  query: Record<string, unknown>;
  headers: Headers;
  body?: unknown;
  /** A raw body and its content type (none: no content-type header at all). */
  raw?: { payload: string | Buffer; contentType: string | null };
}

const FORM = 'application/x-www-form-urlencoded';

function formOf(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return String(body);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body))
    for (const item of Array.isArray(value) ? value : [value])
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  return params.toString();
}

function toRequest(operation: Operation, parts: Parts): InjectOptions {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.path[name] ?? '');
  const query = Object.entries(parts.query)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) =>
          `${encodeURIComponent(key)}=${encodeURIComponent(typeof item === 'object' ? JSON.stringify(item) : String(item))}`,
      ),
    )
    .join('&');
  const headers: Headers = { 'accept-language': 'en-US', ...parts.headers };
  let payload: string | Buffer | undefined;
  if (parts.raw) {
    payload = parts.raw.payload;
    if (parts.raw.contentType) headers['content-type'] = parts.raw.contentType;
  } else if (parts.body !== undefined) {
    const form = operation.bodyTypes[0] === FORM;
    payload = form ? formOf(parts.body) : JSON.stringify(parts.body);
    headers['content-type'] = form ? FORM : 'application/json';
  }
  return {
    method: operation.method as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/** Sets (or, with `undefined` and `remove`, deletes) the value at a path inside a copy of the body. */
function withField(body: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

/** Every field of a good body, nested objects included, with its schema when known. */
function fieldsOf(
  value: unknown,
  schema: JsonSchema | undefined,
  prefix: string[] = [],
): { path: string[]; value: unknown; required: boolean }[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const variant = schema?.oneOf?.[0] ?? schema?.anyOf?.[0] ?? schema;
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...prefix, key];
    const innerSchema = variant?.properties?.[key];
    const required = variant?.required?.includes(key) ?? false;
    return [{ path, value: inner, required }, ...fieldsOf(inner, innerSchema, path)];
  });
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Every case for one operation, each a single change to a good request: its authorization, a
 * header, a path or query parameter, a body field, the whole body or its content type.
 */
export function casesFor(operation: Operation, world: FuzzWorld, nextId: () => number): FuzzCase[] {
  const good: Parts = {
    path: Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === 'path')
        .map((p) => [p.name, encodeURIComponent(pathValue(world, operation, p.name))]),
    ),
    query: Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === 'query')
        .map((p) => [p.name, queryValue(operation, p.name, p.schema, p.required)]),
    ),
    headers: { ...goodAuthorization(world, operation), ...goodHeaders(world, operation) },
    body: WITH_BODY.has(operation.method) ? goodBody(world, operation) : undefined,
  };
  if (operation.key === 'POST /carts/{uuid}/letters') {
    const letter = multipartBody({ name: 'brief.pdf', type: 'application/pdf', content: pdf });
    good.raw = { payload: letter.body, contentType: letter.contentType };
  }
  if (operation.key === 'POST /carts/{uuid}/photos') {
    const photo = multipartBody({ name: 'foto.jpg', type: 'image/jpeg', content: jpeg });
    good.raw = { payload: photo.body, contentType: photo.contentType };
  }
  const cases: FuzzCase[] = [];
  const add = (
    label: string,
    change: (parts: Parts, id: number) => Parts,
    expect: Expectation = 'any',
  ) => {
    const id = nextId();
    // A copy to change; a raw body (a Buffer) is only ever replaced, never changed in place.
    const copy = { ...structuredClone({ ...good, raw: undefined }), raw: good.raw };
    const parts = change(copy, id);
    cases.push({ id, operation, label, expect, request: toRequest(operation, parts) });
  };
  /** The injection and size attacks on one string slot; `set` puts the value in. */
  const stringAttacks = (
    slot: string,
    set: (parts: Parts, value: string) => Parts,
    encode = false,
  ) => {
    const enc = (text: string) => (encode ? encodeURIComponent(text) : text);
    for (const [name, text] of Object.entries(injectionStrings))
      add(`${slot}: ${name}`, (parts, id) => set(parts, enc(`${text}${markerOf(id)}`)));
    add(`${slot}: oversized`, (parts) => set(parts, enc(OVERSIZED_STRING)));
    add(`${slot}: unicode`, (parts, id) => set(parts, enc(`Zoë’s bloemen 🌷 ${markerOf(id)}`)));
  };

  add('baseline', (parts) => parts);

  // Who is asking.
  const auths = badAuthorizations(world.forgedToken);
  const authNames =
    operation.access.kind === 'public' ? ['garbageBearer', 'forgedJwt'] : Object.keys(auths);
  for (const name of authNames)
    add(`auth: ${name}`, (parts) => ({
      ...parts,
      headers: { ...parts.headers, authorization: auths[name]! },
    }));
  if (operation.access.kind !== 'public') {
    add('auth: none', (parts) => {
      delete parts.headers.authorization;
      return parts;
    });
    add('auth: anonymous token', (parts) => ({
      ...parts,
      headers: { ...parts.headers, ...world.anonymousHeaders },
    }));
  }
  for (const name of ['x-cart-secret', 'x-order-secret']) {
    if (!operation.parameters.some((p) => p.in === 'header' && p.name === name)) continue;
    add(`header.${name}: missing`, (parts) => {
      delete parts.headers[name];
      return parts;
    });
    for (const [secretName, secret] of Object.entries(badCartSecrets))
      add(`header.${name}: ${secretName}`, (parts) => ({
        ...parts,
        headers: { ...parts.headers, [name]: secret },
      }));
  }
  add('header.x-site-context: unknown', (parts) => ({
    ...parts,
    headers: { ...parts.headers, 'x-site-context': "de'; --" },
  }));
  add('header.accept-language: garbage', (parts) => ({
    ...parts,
    headers: { ...parts.headers, 'accept-language': `${injectionStrings.script};q=x,,*;q=-1` },
  }));

  // Path parameters: wrong types, traversal (raw and encoded), injections.
  for (const param of operation.parameters.filter((p) => p.in === 'path')) {
    const setPath = (parts: Parts, value: string) => ({
      ...parts,
      path: { ...parts.path, [param.name]: value },
    });
    for (const value of ['abc', '-1', '1.5', '0', '99999999999999999999', '%20'])
      add(`path.${param.name}: ${JSON.stringify(value)}`, (parts) => setPath(parts, value));
    for (const [name, value] of Object.entries(traversalStrings))
      add(`path.${param.name}: ${name}`, (parts) => setPath(parts, value));
    stringAttacks(`path.${param.name}`, setPath, true);
  }

  // Query parameters: missing, repeated, wrong types, injections.
  for (const param of operation.parameters.filter((p) => p.in === 'query')) {
    const setQuery = (parts: Parts, value: unknown) => ({
      ...parts,
      query: { ...parts.query, [param.name]: value },
    });
    if (param.required)
      add(`query.${param.name}: missing`, (parts) => {
        delete parts.query[param.name];
        return parts;
      });
    for (const value of [
      'abc',
      '-1',
      '1e309',
      '99999999999999999999',
      '',
      ['1', '2'],
      '../../etc/passwd',
    ])
      add(`query.${param.name}: ${JSON.stringify(value)}`, (parts) => setQuery(parts, value));
    stringAttacks(`query.${param.name}`, setQuery);
  }

  if (!WITH_BODY.has(operation.method)) return cases;

  // Body fields, nested ones included: missing, wrong types, injections, oversized.
  const body = good.body;
  for (const field of fieldsOf(body, operation.bodySchema)) {
    const name = `body.${field.path.join('.')}`;
    if (field.required)
      add(`${name}: missing`, (parts) => ({
        ...parts,
        body: withField(parts.body, field.path, undefined, true),
      }));
    for (const [typeName, value] of Object.entries(wrongTypeValues))
      add(`${name}: ${typeName}`, (parts) => ({
        ...parts,
        body: withField(parts.body, field.path, value),
      }));
    stringAttacks(name, (parts, value) => ({
      ...parts,
      body: withField(parts.body, field.path, value),
    }));
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    add('body: extra unknown field', (parts, id) => ({
      ...parts,
      body: {
        ...(parts.body as object),
        fuzzExtra: markerOf(id),
        isAdmin: true,
        permissions: ['users.manage'],
      },
    }));
  }

  // The body as a whole: other JSON types, not JSON, too big, other content types.
  for (const [name, value] of Object.entries({
    array: [],
    string: 'text',
    number: 42,
    null: null,
    empty: {},
  }))
    add(`body: ${name}`, (parts) => ({ ...parts, raw: undefined, body: value }));
  const json = operation.bodyTypes[0] === FORM ? null : 'application/json';
  if (json)
    for (const [name, text] of Object.entries(malformedJson))
      add(`body: malformed ${name}`, (parts) => ({
        ...parts,
        raw: { payload: text, contentType: json },
      }));
  add(
    'body: over the 100 KB limit',
    (parts) => ({
      ...parts,
      raw: {
        payload: json
          ? JSON.stringify({ padding: 'x'.repeat(OVERSIZED_BODY_BYTES) })
          : `padding=${'x'.repeat(OVERSIZED_BODY_BYTES)}`,
        contentType: json ?? FORM,
      },
    }),
    uploads.has(operation.key) ? 'any' : 413,
  );
  const text = JSON.stringify(body ?? {});
  add('content-type: text/plain', (parts) => ({
    ...parts,
    raw: { payload: text, contentType: 'text/plain' },
  }));
  add('content-type: none', (parts) => ({ ...parts, raw: { payload: text, contentType: null } }));
  add(
    'content-type: application/xml',
    (parts) => ({ ...parts, raw: { payload: '<a>1</a>', contentType: 'application/xml' } }),
    415,
  );
  const multipart = multipartBody({
    name: 'a.json',
    type: 'application/json',
    content: Buffer.from(text),
  });
  add(
    'content-type: multipart',
    (parts) => ({ ...parts, raw: { payload: multipart.body, contentType: multipart.contentType } }),
    uploads.has(operation.key) ? 'any' : 415,
  );
  return cases;
}
