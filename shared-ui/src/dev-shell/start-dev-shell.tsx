import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '../i18n/page-i18n';
import { siteContextFor, type Locale } from '@shop/contracts/messages';

export interface DevRoute {
  path: string;
  element: ReactNode;
  label?: string;
}

/**
 * A minimal stand-in for the host, so a team can run its remote alone
 * (`pnpm --filter @shop/mfe-x dev`): one router, i18n, the API client, and the remote's routes.
 */
export async function startDevShell(team: string, routes: DevRoute[], locale: Locale = 'nl-nl') {
  const root = document.getElementById('root');
  // Only on the remote's own page: a remote entry loaded into the host must never take it over.
  if (!root || root.dataset.app !== team) return;
  await initShopI18n(locale);
  configureHttp({
    baseUrl: '/api',
    getLocale: () => locale,
    getSiteContext: () => siteContextFor(locale),
  });
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <header style={{ padding: '0.5rem 1rem', background: '#222', color: '#fff' }}>
          <strong>{team}</strong> dev shell ·{' '}
          {routes
            .filter((route) => route.label)
            .map((route) => (
              <Link
                key={route.path}
                to={route.path.replace('/*', '')}
                style={{ color: '#fff', marginRight: '1rem' }}
              >
                {route.label}
              </Link>
            ))}
        </header>
        <main style={{ padding: '1rem' }}>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
