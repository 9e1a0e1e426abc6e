import { currentCartSecret, http } from '@shop/shared-http';
import type { CheckoutCart, Order, PlacedOrder } from '@shop/contracts/api';
import type { AddressInput, DeliveryCountry, PlaceOrderInput } from '@shop/contracts/schemas';

export type { CheckoutCart };

interface Collection<T> {
  'hydra:member': T[];
}

const cartPath = (uuid: string) => `/carts/${encodeURIComponent(uuid)}`;

export const checkoutApi = {
  cart: (uuid: string, country: DeliveryCountry, signal?: AbortSignal) =>
    http().request<CheckoutCart>(`${cartPath(uuid)}?deliver_to=${country}`, { signal }),
  deliveryDates: async (country: DeliveryCountry, signal?: AbortSignal) =>
    (
      await http().request<Collection<{ date: string }>>(
        `/order/delivery-dates?country=${country}`,
        { signal },
      )
    )['hydra:member'].map((member) => member.date),
  /** `key` makes a retry of the same attempt answer the same order (ADR 0015). */
  placeOrder: (input: PlaceOrderInput, key: string) =>
    http().request<PlacedOrder>('/order/orders', {
      method: 'POST',
      body: input,
      // The cart is opened by its secret, as on /carts paths (the client adds it only there).
      headers: { 'Idempotency-Key': key, 'x-cart-secret': currentCartSecret() ?? '' },
    }),
  /** A signed-in customer's address book (their own and their company's addresses). */
  addressBook: async (signal?: AbortSignal) =>
    (
      await http().request<Collection<AddressInput & { uuid: string }>>('/relation/addresses', {
        signal,
      })
    )['hydra:member'],
  order: (uuid: string, secret: string | null, signal?: AbortSignal) =>
    http().request<Order>(`/order/orders/${encodeURIComponent(uuid)}`, {
      signal,
      headers: secret ? { 'x-order-secret': secret } : {},
    }),
  /** A guest's subscriber token for the live hub, covering this one order (ADR 0052). */
  orderHubToken: (uuid: string, secret: string) =>
    http().request<{ token: string }>(`/order/orders/${encodeURIComponent(uuid)}/hub-token`, {
      method: 'POST',
      headers: { 'x-order-secret': secret },
    }),
};
