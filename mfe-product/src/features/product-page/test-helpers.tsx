import { useState } from 'react';
import type { AddToCartProps, CartLineHandOver } from '@shop/contracts/modules';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { provideWidgetRenderer } from '@shop/shared-ui';
import { ProductPage } from './product-page';
import { fakeApi, product } from './test-fixtures';

/** Renders FakeAddToCart wherever the page places checkout's AddToCart. */
export const provideFakeAddToCart = () =>
  provideWidgetRenderer((module, props) =>
    module === 'checkout/AddToCart' ? <FakeAddToCart {...(props as AddToCartProps)} /> : null,
  );

/**
 * Stands in for checkout's AddToCart in this feature's tests: honours the props of the
 * contract (line, disabled, label, confirm) and shows the line it would have added.
 */
function FakeAddToCart({ line, disabled, label, confirm }: AddToCartProps) {
  const [added, setAdded] = useState<CartLineHandOver | null>(null);
  const add = async () => {
    const answer = confirm ? await confirm() : true;
    if (answer !== false) setAdded(answer === true ? line : answer);
  };
  return (
    <>
      <button type="button" disabled={!line || disabled} onClick={() => void add()}>
        {label ?? 'Add to cart'}
      </button>
      {added && (
        <output aria-label="added line">
          {JSON.stringify({ ...added, letter: added.letter?.name })}
        </output>
      )}
    </>
  );
}

function History() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="hash">{location.hash}</output>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        forward
      </button>
    </>
  );
}

/** The page at `path` against a fake API; answers the fake fetch to inspect its calls. */
export function renderProductPage(path = '/p/white-elegance', detail = product) {
  const fetch = fakeApi(detail);
  configureHttp({ baseUrl: '/api', fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/p/:slug"
          element={
            <>
              <ProductPage />
              <History />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return fetch;
}

/** The line the fake AddToCart added, parsed. */
export const addedLine = (element: HTMLElement) => JSON.parse(element.textContent ?? 'null');
