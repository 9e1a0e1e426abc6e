import jsonld, { type Options } from 'jsonld';
import type { RemoteDocument } from 'jsonld/jsonld-spec';
import type { FastifyInstance } from 'fastify';
import { API_PATH } from '../../src/http/iri';

/** The site's origin in these tests; the API is under its `/api`, as nginx serves it. */
export const SITE = 'http://shop.test';

/**
 * A JSON-LD document loader that reads only from the API under test: a URL on the site's
 * `/api` goes to the app (the `/api` taken off, as the proxies do); anything else, or any
 * answer but a 200 in JSON-LD, fails the expansion.
 */
export function apiDocumentLoader(app: FastifyInstance) {
  return async (url: string): Promise<RemoteDocument> => {
    const { origin, pathname, search } = new URL(url);
    if (origin !== SITE || !pathname.startsWith(`${API_PATH}/`))
      throw new Error(`Not a document of the API under test: ${url}`);
    const response = await app.inject({
      method: 'GET',
      url: `${pathname.slice(API_PATH.length)}${search}`,
      headers: { host: new URL(SITE).host },
    });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    if (!/^application\/ld\+json/.test(String(response.headers['content-type'])))
      throw new Error(`${url} is not JSON-LD: ${response.headers['content-type']}`);
    return { document: response.json(), documentUrl: url };
  };
}

/**
 * Every key path of a document (`hydra:member.name`): object keys joined, arrays looked through,
 * JSON-LD keywords left out, since expansion and compaction write those their own way.
 */
export function termPaths(value: unknown, prefix = '', paths = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) termPaths(item, prefix, paths);
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('@')) continue;
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      termPaths(inner, path, paths);
    }
  return paths;
}

/**
 * `null` is JSON-LD's "no value": every processor drops a key holding it, mapped or not. To
 * prove such a key is mapped all the same, the round trip fills it with a string.
 */
const withoutNulls = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutNulls)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutNulls(inner)]))
      : value === null
        ? 'null'
        : value;

/**
 * Expands an answer of the API at `path` (as the site reaches it) with the jsonld library in
 * safe mode, which throws on anything it would drop, loading its context from the API alone;
 * then compacts it again with the same context and returns the terms that did not come back
 * (none, when every field is mapped).
 */
export async function expandAnswer(app: FastifyInstance, path: string, body: unknown) {
  // Safe mode (jsonld 6 and later, not in the types yet) throws where it would drop something.
  const options: Options.Expand & Options.Compact & { safe: boolean } = {
    base: `${SITE}${API_PATH}${path}`,
    documentLoader: apiDocumentLoader(app),
    safe: true,
  };
  const expanded = await jsonld.expand(body as jsonld.JsonLdDocument, options);
  const complete = withoutNulls(body) as Record<string, unknown>;
  const roundTrip = await jsonld.compact(
    await jsonld.expand(complete as jsonld.JsonLdDocument, options),
    { '@context': complete['@context'] } as jsonld.ContextDefinition,
    options,
  );
  const kept = termPaths(roundTrip);
  const dropped = [...termPaths(complete)].filter((path) => !kept.has(path));
  return { expanded, dropped };
}
