import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared-ui/router';
import { authRuntime, AuthRuntime } from './auth-runtime';
import { act } from 'react';
import {
  configureLogoutRedirect,
  configureSignInPath,
  configureSignInRedirect,
} from './sign-in-path';
import { RequireAuth } from './react';

describe('AuthRuntime', () => {
  it('requires every listed permission', () => {
    const runtime = new AuthRuntime();
    runtime.setUser({ uuid: 'u', currentCompany: null, permissions: ['orders.read'] });
    expect(runtime.hasPermissions(['orders.read'])).toBe(true);
    expect(runtime.hasPermissions(['orders.read', 'users.manage'])).toBe(false);
    expect(runtime.hasPermissions([])).toBe(true);
  });

  it('tells subscribers when the user changes', () => {
    const runtime = new AuthRuntime();
    const listener = jest.fn();
    runtime.subscribe(listener);
    runtime.setUser(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('counts the runtimes created on the page', () => {
    expect((globalThis as { __shopAuthRuntimes?: number }).__shopAuthRuntimes).toBe(1);
  });
});

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

describe('RequireAuth', () => {
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
  });

  it('sends an anonymous visitor to sign in, remembering where they were', () => {
    configureSignInPath(
      (redirectPath) => `/fr-be/inloggen?redirectPath=${encodeURIComponent(redirectPath)}`,
    );
    render(
      <MemoryRouter initialEntries={['/fr-be/mijn-account/overzicht?x=1']}>
        <Routes>
          <Route
            path="/fr-be/mijn-account/*"
            element={
              <RequireAuth>
                <p>secret</p>
              </RequireAuth>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'at /fr-be/inloggen?redirectPath=%2Ffr-be%2Fmijn-account%2Foverzicht%3Fx%3D1',
      ),
    ).toBeInTheDocument();
  });

  it('hands the visitor to the configured sign-in redirect (the authorize page) instead', () => {
    const redirect = jest.fn();
    configureSignInRedirect(redirect);
    try {
      render(
        <MemoryRouter initialEntries={['/mijn-account/overzicht?x=1']}>
          <RequireAuth>
            <p>secret</p>
          </RequireAuth>
        </MemoryRouter>,
      );
      expect(screen.queryByText('secret')).not.toBeInTheDocument();
      expect(redirect).toHaveBeenCalledWith('/mijn-account/overzicht?x=1');
    } finally {
      configureSignInRedirect(null);
    }
  });

  it('sends a shopper who signs out on a protected page to the logout redirect, not to sign in', () => {
    const leave = jest.fn();
    const signIn = jest.fn();
    configureLogoutRedirect(leave);
    configureSignInRedirect(signIn);
    try {
      authRuntime.setUser({ uuid: 'u', currentCompany: null, permissions: [] });
      render(
        <MemoryRouter initialEntries={['/mijn-account']}>
          <RequireAuth>
            <p>secret</p>
          </RequireAuth>
        </MemoryRouter>,
      );
      expect(screen.getByText('secret')).toBeInTheDocument();
      act(() => authRuntime.setUser(null));
      expect(screen.queryByText('secret')).not.toBeInTheDocument();
      expect(leave).toHaveBeenCalledTimes(1);
      expect(signIn).not.toHaveBeenCalled();
    } finally {
      configureLogoutRedirect(null);
      configureSignInRedirect(null);
    }
  });

  it('shows the page to a signed-in user', () => {
    authRuntime.setUser({ uuid: 'u', currentCompany: null, permissions: [] });
    render(
      <MemoryRouter initialEntries={['/mijn-account']}>
        <RequireAuth>
          <p>secret</p>
        </RequireAuth>
      </MemoryRouter>,
    );
    expect(screen.getByText('secret')).toBeInTheDocument();
  });
});
