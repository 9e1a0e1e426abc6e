import type { FastifyRequest } from 'fastify';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing else. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The public origin of the site as this request reached it, for when SITE_ORIGIN is unset
 * (development and tests, ADR 0031): the Host header (nginx and the dev proxy pass the
 * shopper's own) and the protocol, which Fastify takes from X-Forwarded-Proto only when it
 * comes from a trusted proxy (TRUST_PROXY). X-Forwarded-Host is never believed: nginx passes on
 * whatever the client sent in it. Null when the request carries no usable origin.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  const { protocol } = request;
  const host = request.headers.host ?? '';
  if ((protocol !== 'http' && protocol !== 'https') || !HOST.test(host)) return null;
  return new URL(`${protocol}://${host}`).origin;
}
