import { useApiResource, useLocale } from '@shop/shared-ui';
import type { DeliveryCountry } from '@shop/contracts/schemas';
import { cartStore } from '../../cart/cart-store';
import { checkoutApi, type CheckoutCart } from './api/checkout-api';

/**
 * The visitor's cart priced for delivery in `country`; null when there is no cart. Asked again
 * after a language switch: the API names the lines in the request's language.
 */
export function useCheckoutCart(country: DeliveryCountry) {
  const locale = useLocale();
  return useApiResource<CheckoutCart | null>(
    (signal) => {
      const uuid = cartStore.current();
      return uuid ? checkoutApi.cart(uuid, country, signal) : Promise.resolve(null);
    },
    [country, locale],
  );
}
