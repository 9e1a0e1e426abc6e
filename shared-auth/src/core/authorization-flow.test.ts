/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  AuthorizationStateError,
  createAuthorizationFlow,
  PENDING_AUTHORIZATION_KEY,
  safeRedirectPath,
} from './authorization-flow';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

function setup(currentPath = () => '/p/zonnig-boeket#2') {
  const storage = memoryStorage();
  const navigate = jest.fn<void, [string]>();
  const signInWithCode = jest.fn((code: string | null | undefined) =>
    code ? Promise.resolve() : Promise.reject(new Error('Code not defined')),
  );
  const flow = createAuthorizationFlow({
    authorizeUrl: '/authorize',
    clientId: 'shop-web',
    redirectUri: 'https://shop.example/authorize/callback',
    signInWithCode,
    storage,
    navigate,
    currentPath,
  });
  return { flow, storage, navigate, signInWithCode };
}

describe('authorization code flow with PKCE', () => {
  it('leaves for /authorize with an S256 challenge of a 56-hex verifier kept for this tab', async () => {
    const { flow, navigate, storage } = setup();
    await flow.begin({ redirectPath: '/account-nieuw/overzicht', locale: 'fr-be' });
    const url = new URL(navigate.mock.calls[0]![0], 'https://shop.example');
    expect(url.pathname).toBe('/authorize');
    const pending = JSON.parse(storage.items.get(PENDING_AUTHORIZATION_KEY)!);
    expect(pending.verifier).toMatch(/^[0-9a-f]{56}$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'shop-web',
      redirect_uri: 'https://shop.example/authorize/callback',
      code_challenge: createHash('sha256').update(pending.verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: pending.state,
      redirectPath: '/account-nieuw/overzicht',
      ui_locales: 'fr-be',
    });
  });

  it('exchanges the code with the stored verifier and answers redirectPath', async () => {
    const { flow, navigate, signInWithCode, storage } = setup();
    await flow.begin({ redirectPath: '/x' });
    const { verifier, state } = JSON.parse(storage.items.get(PENDING_AUTHORIZATION_KEY)!);
    const sent = new URL(navigate.mock.calls[0]![0], 'https://shop.example').searchParams;
    const path = await flow.complete(
      new URLSearchParams({ code: 'c0de', state, redirectPath: sent.get('redirectPath')! }),
    );
    expect(signInWithCode).toHaveBeenCalledWith(
      'c0de',
      'https://shop.example/authorize/callback',
      verifier,
    );
    expect(path).toBe('/x');
    // Single use: the verifier is gone.
    expect(storage.items.has(PENDING_AUTHORIZATION_KEY)).toBe(false);
  });

  it('goes back to the page the sign-in started on when the callback has no redirectPath', async () => {
    const { flow, storage } = setup(() => '/fr-be/p/zonnig-boeket?x=1#2');
    await flow.begin({ locale: 'fr-be' });
    const { state } = JSON.parse(storage.items.get(PENDING_AUTHORIZATION_KEY)!);
    await expect(flow.complete(new URLSearchParams({ code: 'c', state }))).resolves.toBe(
      '/fr-be/p/zonnig-boeket?x=1#2',
    );
  });

  it('prefers redirectPath over the page the sign-in started on', async () => {
    const { flow, storage } = setup();
    await flow.begin({ redirectPath: '/afrekenen/gegevens' });
    const { state } = JSON.parse(storage.items.get(PENDING_AUTHORIZATION_KEY)!);
    await expect(
      flow.complete(new URLSearchParams({ code: 'c', state, redirectPath: '/afrekenen/gegevens' })),
    ).resolves.toBe('/afrekenen/gegevens');
  });

  it('never goes back to a starting page off the site', async () => {
    const { flow, storage } = setup(() => '//evil.example/x');
    await flow.begin();
    const { state } = JSON.parse(storage.items.get(PENDING_AUTHORIZATION_KEY)!);
    await expect(flow.complete(new URLSearchParams({ code: 'c', state }))).resolves.toBeNull();
  });

  it('refuses a callback whose state is not the one this tab sent', async () => {
    const { flow, signInWithCode } = setup();
    await flow.begin();
    await expect(
      flow.complete(new URLSearchParams({ code: 'c0de', state: 'forged' })),
    ).rejects.toBeInstanceOf(AuthorizationStateError);
    await expect(flow.complete(new URLSearchParams({ code: 'c0de' }))).rejects.toBeInstanceOf(
      AuthorizationStateError,
    );
    expect(signInWithCode).not.toHaveBeenCalled();
  });

  it("passes a missing code on, so the session answers 'Code not defined'", async () => {
    const { flow } = setup();
    await flow.begin();
    await expect(flow.complete(new URLSearchParams({ state: 'x' }))).rejects.toThrow(
      'Code not defined',
    );
  });

  it('follows only paths inside the site', () => {
    expect(safeRedirectPath('/a?b=1')).toBe('/a?b=1');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', '', null, undefined])
      expect(safeRedirectPath(bad)).toBeNull();
  });
});
