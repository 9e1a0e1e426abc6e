import type { IncomingHttpHeaders } from 'node:http';

/** The form fields by which a client names or proves itself (RFC 6749 §2.3.1). */
export interface ClientFields {
  client_id?: string;
  client_secret?: string;
}

/**
 * HTTP Basic credentials as RFC 6749 §2.3.1 writes them (both parts form-encoded): undefined
 * without an Authorization header, null when the header is there but unreadable.
 */
export function basicCredentials(headers: IncomingHttpHeaders) {
  const header = headers.authorization;
  if (!header) return undefined;
  const match = /^Basic ([A-Za-z0-9+/]+=*)$/i.exec(header);
  const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/**
 * The client's credentials: HTTP Basic, or `client_id` (and `client_secret`) in the body.
 * Null when the header is there but unreadable.
 */
export function clientCredentials(headers: IncomingHttpHeaders, body: ClientFields) {
  const basic = basicCredentials(headers);
  return basic === undefined ? { id: body.client_id, secret: body.client_secret } : basic;
}

/**
 * RFC 6749 §2.3: a client authenticates a request one way. HTTP Basic together with a
 * `client_secret`, or with a `client_id` naming another client, is `invalid_request` (§5.2:
 * "utilizes more than one mechanism for authenticating the client"). The same `client_id` in
 * the body only names the client again.
 */
export function authenticatesTwice(headers: IncomingHttpHeaders, body: ClientFields): boolean {
  const basic = basicCredentials(headers);
  if (!basic) return false;
  return (
    body.client_secret !== undefined ||
    (body.client_id !== undefined && body.client_id !== basic.id)
  );
}

/**
 * The request's headers for the OAuth library, whose own reading of HTTP Basic skips RFC 6749
 * §2.3.1's form decoding: a standard client (oauth4webapi, Spring, ...) sends a secret with `+`,
 * `/`, `=` or `:` (a base64 secret) form-encoded, and the library would compare the encoded
 * text. The credentials decoded here are passed on as plain Basic; an unreadable header as it is.
 */
export function headersForOAuthLibrary(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const basic = basicCredentials(headers);
  if (!basic) return headers;
  const plain = Buffer.from(`${basic.id}:${basic.secret}`, 'utf8').toString('base64');
  return { ...headers, authorization: `Basic ${plain}` };
}
