import { isExpired, toTokenSet } from './token-set';

describe('toTokenSet', () => {
  it('computes expires_at in seconds from expires_in', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    const tokens = toTokenSet(
      { token_type: 'Bearer', access_token: 'a', refresh_token: 'r', expires_in: 3600 },
      now,
    );
    expect(tokens).toEqual({
      token_type: 'Bearer',
      access_token: 'a',
      refresh_token: 'r',
      expires_at: now / 1000 + 3600,
    });
    expect(isExpired(tokens, now + 3599_000)).toBe(false);
    expect(isExpired(tokens, now + 3600_000)).toBe(true);
  });

  it('keeps no refresh token when the answer has none (anonymous)', () => {
    expect(toTokenSet({ token_type: 'Bearer', access_token: 'a', expires_in: 60 }, 0)).toEqual({
      token_type: 'Bearer',
      access_token: 'a',
      expires_at: 60,
    });
  });
});
