import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from '@shop/shared-ui/router';
import { createStore, Provider, useAtomValue } from 'jotai';
import { authRuntime } from './auth-runtime';
import { configureForbiddenPath, configureSignInPath } from './sign-in-path';
import { authAtom, permissionsAtom, userAtom, useHasPermissions, withAuthGuards } from './react';

const buyer = { uuid: 'u1', currentCompany: 'c1', permissions: ['orders.read'] };

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

describe('auth atoms', () => {
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
  });

  function Who() {
    const user = useAtomValue(userAtom);
    const permissions = useAtomValue(permissionsAtom);
    const canOrder = useHasPermissions(['orders.read']);
    return (
      <p>
        {user ? user.uuid : 'anonymous'} [{permissions.join(',')}] {canOrder ? 'can' : 'cannot'}
      </p>
    );
  }

  it('follow the runtime: sign-in, permissions and sign-out re-render', () => {
    render(<Who />);
    expect(screen.getByText('anonymous [] cannot')).toBeInTheDocument();
    act(() => authRuntime.setUser(buyer));
    expect(screen.getByText('u1 [orders.read] can')).toBeInTheDocument();
    act(() => authRuntime.setUser(null));
    expect(screen.getByText('anonymous [] cannot')).toBeInTheDocument();
  });

  it('read the current user on the first render, even after changes nobody watched', () => {
    render(<Who />);
    cleanup();
    authRuntime.setUser(buyer);
    render(<Who />);
    expect(screen.getByText('u1 [orders.read] can')).toBeInTheDocument();
  });

  it('catch up in a separate jotai store once mounted', () => {
    const store = createStore();
    expect(store.get(authAtom).user).toBeNull();
    authRuntime.setUser(buyer);
    render(
      <Provider store={store}>
        <Who />
      </Provider>,
    );
    expect(screen.getByText('u1 [orders.read] can')).toBeInTheDocument();
  });
});

describe('withAuthGuards', () => {
  beforeAll(() => {
    configureSignInPath((redirectPath) => `/inloggen?redirectPath=${redirectPath}`);
    configureForbiddenPath(() => '/403');
  });
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
  });

  const routes: RouteObject[] = [
    { path: '/', element: <p>home</p> },
    { path: '/open', element: <p>open page</p>, handle: { requireAuth: false } },
    { path: '/account', element: <p>account</p>, handle: { requireAuth: true } },
    {
      path: '/orders',
      element: <p>orders</p>,
      handle: { requireAuth: true, permissions: ['orders.read'] },
    },
    {
      path: '/users',
      element: <p>users</p>,
      handle: { requireAuth: true, permissions: ['orders.read', 'users.manage'] },
    },
    { path: '/inloggen', element: <Where />, handle: { requireAuth: false } },
    { path: '/403', element: <p>forbidden</p>, handle: { requireAuth: false } },
  ];

  function App({ options }: { options?: { requireAuthByDefault?: boolean } }) {
    return useRoutes(withAuthGuards(routes, options));
  }
  const renderAt = (path: string, options?: { requireAuthByDefault?: boolean }) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <App options={options} />
      </MemoryRouter>,
    );

  it('sends an anonymous visitor from a requireAuth route to sign in', () => {
    renderAt('/account');
    expect(screen.getByText('at /inloggen')).toBeInTheDocument();
  });

  it('leaves routes without the meta open, unless login is required by default', () => {
    renderAt('/');
    expect(screen.getByText('home')).toBeInTheDocument();
    cleanup();
    renderAt('/', { requireAuthByDefault: true });
    expect(screen.getByText('at /inloggen')).toBeInTheDocument();
    cleanup();
    renderAt('/open', { requireAuthByDefault: true });
    expect(screen.getByText('open page')).toBeInTheDocument();
  });

  it('requires every listed permission, else shows the 403 page', () => {
    authRuntime.setUser(buyer);
    renderAt('/orders');
    expect(screen.getByText('orders')).toBeInTheDocument();
    cleanup();
    renderAt('/users');
    expect(screen.getByText('forbidden')).toBeInTheDocument();
  });

  it('guards children through a guarded layout', () => {
    const nested: RouteObject[] = [
      {
        path: '/area',
        element: <Where />,
        handle: { requireAuth: true },
        children: [{ path: 'x', element: <p>x</p> }],
      },
      { path: '/inloggen', element: <p>sign-in page</p>, handle: { requireAuth: false } },
    ];
    function Nested() {
      return useRoutes(withAuthGuards(nested));
    }
    render(
      <MemoryRouter initialEntries={['/area/x']}>
        <Nested />
      </MemoryRouter>,
    );
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
  });
});
