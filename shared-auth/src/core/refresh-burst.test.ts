import { createApiClient } from '@shop/shared-http';
import { AuthRuntime } from '../auth-runtime';
import { createAuthSession } from './auth-session';
import type { TokenGrant } from './token-client';
import type { TokenSet } from './token-set';
import type { TokenKind } from './token-store';

const tokens = (access: string, refresh: string): TokenSet => ({
  token_type: 'Bearer',
  access_token: access,
  refresh_token: refresh,
  expires_at: 2_000_000_000,
});

// Issue 8: a burst of 401s (an access token revoked or expired early) from twenty requests
// at once leads to exactly one refresh; every request is then answered with the new token.
// The API client and the auth session are wired as the host wires them (host/src/app/start.tsx).
it('twenty requests answered 401 together refresh the token exactly once, then all succeed', async () => {
  const sets = new Map<TokenKind, TokenSet>([['user', tokens('old', 'r0')]]);
  const store = {
    read: (kind: TokenKind) => sets.get(kind) ?? null,
    write: (kind: TokenKind, set: TokenSet) => void sets.set(kind, set),
    clear: (kind: TokenKind) => void sets.delete(kind),
  };
  const grants: TokenGrant[] = [];
  const session = createAuthSession({
    requestToken: async (grant) => {
      grants.push(grant);
      // The token server takes a moment, so every request has had its 401 by then.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return tokens('new', 'r1');
    },
    loadAccount: () => Promise.resolve({ uuid: 'u1', currentCompany: null, permissions: [] }),
    runtime: new AuthRuntime(),
    store,
  });
  const seen: string[] = [];
  const client = createApiClient({
    baseUrl: '/api',
    fetch: async (_url, init) => {
      const authorization = (init?.headers as Record<string, string>).authorization ?? '';
      seen.push(authorization);
      return authorization === 'Bearer new'
        ? new Response(JSON.stringify({ ok: true }), { status: 200 })
        : new Response(JSON.stringify({ 'hydra:description': 'Expired' }), { status: 401 });
    },
    getAccessToken: () => session.accessToken(),
    refreshAccessToken: () => session.refresh(),
  });

  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => client.request(`/order/orders?page=${i + 1}`)),
  );

  expect(answers).toEqual(Array.from({ length: 20 }, () => ({ ok: true })));
  expect(grants).toEqual([{ grant_type: 'refresh_token', refresh_token: 'r0' }]);
  expect(seen.filter((header) => header === 'Bearer old')).toHaveLength(20);
  expect(seen.filter((header) => header === 'Bearer new')).toHaveLength(20);
});
