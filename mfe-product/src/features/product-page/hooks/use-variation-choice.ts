import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@shop/shared-ui/router';
import type { ProductDetail } from '../api/product-api';
import {
  choiceOf,
  chosenVariation,
  variationIdFromHash,
  type VariationChoice,
} from '../utils/variation-narrowing';

/**
 * The variation choice, kept in the address: a whole choice is `#<variation id>` (spec: a
 * numeric hash preselects it; back/forward restore it), a partial one lives in history state so
 * going back also restores a half-made choice.
 */
export function useVariationChoice(product: ProductDetail | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const partial = (location.state as { variationChoice?: VariationChoice } | null)?.variationChoice;
  const choice = useMemo<VariationChoice>(() => {
    if (!product) return {};
    const id = variationIdFromHash(location.hash);
    const named = product.variations.find((variation) => variation.id === id);
    if (named) return choiceOf(named);
    return partial ?? {};
  }, [product, location.hash, partial]);

  const choose = useCallback(
    (next: VariationChoice) => {
      if (!product) return;
      const variation = chosenVariation(product.properties, product.variations, next);
      navigate(
        {
          pathname: location.pathname,
          search: location.search,
          hash: variation ? `#${variation.id}` : '',
        },
        { state: { variationChoice: next } },
      );
    },
    [product, navigate, location.pathname, location.search],
  );

  const variation = product
    ? chosenVariation(product.properties, product.variations, choice)
    : null;
  return { choice, choose, variation };
}
