import { randomBytes } from 'node:crypto';
import type { Fixtures } from './matrix-fixtures';

export type Headers = Record<string, string>;

export interface Attempt {
  /** Who calls, in words. */
  as: string;
  headers: Headers;
  /** Replaces the case's path parameters (a caller who brings their own). */
  params?: Record<string, string>;
  /** The statuses a refusal may have; without it, the caller is rightful and must succeed. */
  refused?: number[];
  /** Gets through, to their own things: the case's marker must not be in the answer. */
  ownOnly?: boolean;
}

export interface MatrixCase {
  /** `METHOD /pattern` as classified; the request goes to it with `params` filled in. */
  route: string;
  params?: Record<string, string>;
  query?: string;
  payload?: unknown;
  contentType?: string;
  /** A piece of the data: in the rightful answer, in no other. */
  marker?: string;
  /** Refusals first, the rightful caller(s) last. */
  attempts: Attempt[];
}

/**
 * The callers every case tries, and the shapes of the cases: account routes (strangers refused,
 * or shown only their own), each-to-their-own routes, and cart routes (the cart's secret or token).
 */
export async function attemptBuilders(f: Fixtures) {
  const anonymous: Attempt = { as: 'anonymous', headers: {}, refused: [401] };
  const anonymousToken: Attempt = {
    as: 'an anonymous token',
    headers: { authorization: `Bearer ${f.anonymousToken}` },
    refused: [401],
  };
  const otherCustomer = await f.bearer(f.otherCustomer);
  const otherCompany = await f.bearer(f.otherCompany);

  /** A signed-in route: strangers are refused (or see only their own), the rightful user gets in. */
  async function account(
    route: string,
    options: {
      rightful: Headers;
      permission?: string;
      params?: Record<string, string>;
      payload?: unknown;
      marker?: string;
      /** Another company's administrator gets their own company's list. */
      listsOwn?: boolean;
      extra?: Attempt[];
    },
  ): Promise<MatrixCase> {
    const { permission, listsOwn } = options;
    const attempts: Attempt[] = [
      anonymous,
      anonymousToken,
      // A private customer holds no permission: 403; an account route's other owner: 404.
      { as: 'another customer', headers: otherCustomer, refused: permission ? [403] : [404] },
      listsOwn
        ? { as: 'another company’s administrator', headers: otherCompany, ownOnly: true }
        : { as: 'another company’s administrator', headers: otherCompany, refused: [404] },
    ];
    if (permission)
      attempts.push({
        as: `a colleague with every permission but ${permission}`,
        headers: await f.bearer(f.lacking(permission)),
        refused: [403],
      });
    attempts.push(...(options.extra ?? []), { as: 'the rightful user', headers: options.rightful });
    return { route, ...options, attempts };
  }

  /** Any signed-in customer, each to their own: the others never see the rightful one's data. */
  function ownOnly(route: string, rightful: Headers, marker?: string, payload?: unknown) {
    const strangers: Attempt[] = marker
      ? [
          { as: 'another customer', headers: otherCustomer, ownOnly: true },
          { as: 'another company’s administrator', headers: otherCompany, ownOnly: true },
        ]
      : [];
    return {
      route,
      marker,
      payload,
      attempts: [anonymous, anonymousToken, ...strangers, { as: 'the owner', headers: rightful }],
    };
  }

  /** Cart routes: the cart's own secret or a token issued for it; nothing else. */
  function cart(
    route: string,
    params: Record<string, string>,
    payload?: unknown,
    // Removing a line works once: then only its secret is tried.
    { byToken = true } = {},
  ): MatrixCase {
    const byTokenAttempt: Attempt[] = byToken
      ? [{ as: 'the cart’s token', headers: { authorization: `Bearer ${f.cartToken}` } }]
      : [];
    return {
      route,
      params: { uuid: f.cart.uuid, ...params },
      payload,
      attempts: [
        { as: 'no secret', headers: {}, refused: [404] },
        {
          as: 'another cart’s secret',
          headers: { 'x-cart-secret': f.otherCart.secret },
          refused: [404],
        },
        {
          as: 'a made-up secret',
          headers: { 'x-cart-secret': randomBytes(24).toString('base64url') },
          refused: [404],
        },
        {
          as: 'another cart’s token',
          headers: { authorization: `Bearer ${f.otherCartToken}` },
          refused: [404],
        },
        { as: 'a signed-in customer without the secret', headers: otherCustomer, refused: [404] },
        ...byTokenAttempt,
        { as: 'the cart’s secret', headers: { 'x-cart-secret': f.cart.secret } },
      ],
    };
  }

  return { anonymous, anonymousToken, otherCustomer, otherCompany, account, ownOnly, cart };
}
