import { useApiResource } from '@shop/shared-ui';
import type { DeliveryCountry } from '@shop/shared-ui/schemas';
import { cartStore } from '../../cart/cart-store';
import { checkoutApi, type CheckoutCart } from './api/checkout-api';

/** The visitor's cart priced for delivery in `country`; null when there is no cart. */
export function useCheckoutCart(country: DeliveryCountry) {
  return useApiResource<CheckoutCart | null>(
    (signal) => {
      const uuid = cartStore.current();
      return uuid ? checkoutApi.cart(uuid, country, signal) : Promise.resolve(null);
    },
    [country],
  );
}
