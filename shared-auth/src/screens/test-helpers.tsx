import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared-ui/router';

/** Where the router is now, for tests that check a navigation. */
export function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a screen at `path` with a catch-all route that reports where a navigation went. */
export function renderAt(element: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A fetch answer as the API gives it. */
export const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/ld+json' },
  });

export const hydraError = (description: string, extra: Record<string, unknown> = {}) => ({
  '@type': 'hydra:Error',
  'hydra:title': description,
  'hydra:description': description,
  ...extra,
});

/** The JSON body of the n-th fetch call. */
export const sentBody = (fetch: jest.Mock, call = 0) =>
  JSON.parse((fetch.mock.calls[call] as [string, RequestInit])[1].body as string);
