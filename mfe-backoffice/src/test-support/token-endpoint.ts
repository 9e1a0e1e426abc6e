/**
 * A fetch that answers as the API's token endpoint and back-office routes do, for tests of the
 * staff session (ADR 0048): the password grant gives `staff-token-1` and `refresh-1`, each
 * refresh rotates both (`staff-token-2`, `refresh-2`, …); a back-office request with an access
 * token that is not the newest answers 401, and so does every token issued before
 * `expireAccessTokens()` (the API's clock is ahead of the tab's). `refuse` makes refreshes
 * answer invalid_grant, `unreachable` makes them fail as a network error does.
 */
export function tokenEndpoint(options: { expiresIn?: number; answer?: (url: string) => unknown }) {
  let generation = 0;
  let acceptedFrom = 1;
  const state = {
    refreshes: [] as string[],
    revoked: [] as string[],
    refuse: false,
    unreachable: false,
    revokeFails: false,
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const tokens = () => {
    generation += 1;
    return json({
      token_type: 'Bearer',
      access_token: `staff-token-${generation}`,
      refresh_token: `refresh-${generation}`,
      expires_in: options.expiresIn ?? 900,
    });
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const form = new URLSearchParams(String(init?.body ?? ''));
    if (url === '/api/token' && form.get('grant_type') === 'password') return tokens();
    if (url === '/api/token') {
      state.refreshes.push(form.get('refresh_token') ?? '');
      if (state.unreachable) throw new TypeError('Failed to fetch');
      if (state.refuse || form.get('refresh_token') !== `refresh-${generation}`)
        return json(
          { error: 'invalid_grant', error_description: 'The refresh token is invalid.' },
          400,
        );
      return tokens();
    }
    if (url === '/api/token/revoke') {
      state.revoked.push(form.get('token') ?? '');
      return state.revokeFails ? json({}, 503) : new Response(null, { status: 200 });
    }
    const bearer = (init?.headers as Record<string, string> | undefined)?.authorization;
    if (bearer !== `Bearer staff-token-${generation}` || generation < acceptedFrom)
      return json({ '@type': 'hydra:Error', 'hydra:title': 'Unauthorized' }, 401);
    return json(options.answer?.(url) ?? {});
  };
  const expireAccessTokens = () => {
    acceptedFrom = generation + 1;
  };
  return { fetch, state, expireAccessTokens };
}
