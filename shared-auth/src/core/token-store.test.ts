/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://shop.test/"}
 */
import { TOKEN_COOKIES, tokenStore } from './token-store';

const tokens = {
  token_type: 'Bearer',
  access_token: 'a',
  refresh_token: 'r',
  expires_at: 2_000_000_000,
};

describe('tokenStore', () => {
  afterEach(() => {
    tokenStore.clear('user');
    tokenStore.clear('anonymous');
  });

  it('keeps the user and the anonymous token set apart', () => {
    tokenStore.write('user', tokens);
    tokenStore.write('anonymous', { ...tokens, access_token: 'anon' });
    expect(tokenStore.read('user')).toEqual(tokens);
    expect(tokenStore.read('anonymous')?.access_token).toBe('anon');
    expect(document.cookie).toContain(TOKEN_COOKIES.user);
  });

  it('forgets a cleared set', () => {
    tokenStore.write('user', tokens);
    tokenStore.clear('user');
    expect(tokenStore.read('user')).toBeNull();
  });

  it('ignores a cookie that is not a token set', () => {
    document.cookie = `${TOKEN_COOKIES.user}=not-json; path=/`;
    expect(tokenStore.read('user')).toBeNull();
  });
});
