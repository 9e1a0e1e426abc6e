import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const CLIENT_ID = 'shop-web';
export const REDIRECT_URI = 'http://localhost:3000/authorize/callback';

let address = 0;
/** A fresh client address per call unless one is given, so the per-address limit stays out of the way. */
export const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** POST /token with a form body, as the site sends it. */
export function requestToken(
  app: FastifyInstance,
  fields: Record<string, string>,
  options: { remoteAddress?: string; language?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': options.language ?? 'en-US',
      ...options.headers,
    },
    payload: new URLSearchParams({ client_id: CLIENT_ID, ...fields }).toString(),
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });
}

/** Signs in with the password grant and returns the token answer. */
export async function signIn(app: FastifyInstance, username: string, password: string) {
  const response = await requestToken(app, { grant_type: 'password', username, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json() as { access_token: string; refresh_token: string };
}

/** A new customer with a unique address; returns its uuid and credentials. */
export async function createCustomer(
  app: FastifyInstance,
  overrides: { permissions?: string[]; companyUuid?: string } = {},
) {
  const email = `klant-${randomBytes(4).toString('hex')}@example.nl`;
  const password = 'Bloem3n!';
  const uuid = await app.customers.create({
    email,
    password,
    fullname: 'Test Klant',
    customerType: overrides.companyUuid ? 'business' : 'private',
    ...overrides,
  });
  if (!uuid) throw new Error('customer not created');
  return { uuid, email, password };
}

/** The spec's PKCE: a random 56-hex-character verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(28).toString('hex');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** The claims of a JWT, unverified (the tests check what the API put in). */
export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

export const DEMO_COMPANY = '5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11';

/** Bearer headers for the demo company's people (signing in once each: sign-ins are limited). */
export async function demoCompanyPeople(app: FastifyInstance) {
  const bearer = async (email: string) => ({
    authorization: `Bearer ${(await signIn(app, email, 'Bloem3n!')).access_token}`,
    'accept-language': 'en-US',
  });
  return {
    /** Beheer Bedrijf: company.read and company.update (and more). */
    beheer: await bearer('beheer@bedrijf.nl'),
    /** Administratie Bedrijf: company.read and company.update. */
    administratie: await bearer('administratie@bedrijf.nl'),
    /** Inkoop Bedrijf: company.read only. */
    inkoop: await bearer('inkoop@bedrijf.nl'),
  };
}
