import { currentCartSecret, http } from '@shop/shared-http';
import type { PriceAmounts } from '@shop/shared-ui';
import type { AddressInput, DeliveryCountry, PlaceOrderInput } from '@shop/contracts/schemas';
import type { Cart } from '../../../cart/cart-api';

type Amounts = PriceAmounts & { vat: number };

/** The cart priced as the order will be: destination VAT, delivery and the total to pay. */
export interface CheckoutCart extends Cart {
  deliver_to: DeliveryCountry;
  delivery_cost: Amounts;
  total: Amounts;
}

export interface OrderLine {
  product: { slug: string; name: string };
  properties: Record<string, string>;
  /** A gift card: mailed once paid, not delivered. */
  gift_card?: boolean;
  quantity: number;
  price: Amounts;
  price_total: Amounts;
  card: { name: string; text: string } | null;
  personalization: boolean;
  letter: { file_name: string } | null;
  upsells: { name: string; quantity: number; text: string | null }[];
}

export type OrderStatus =
  | 'draft'
  | 'new'
  | 'approvement-pending'
  | 'payment-pending'
  | 'on-hold'
  | 'pending'
  | 'processed'
  | 'sent'
  | 'assigned'
  | 'completed'
  | 'canceled'
  | 'archived';

export interface Order {
  uuid: string;
  number: string;
  status: OrderStatus;
  email: string;
  delivery_date: string;
  delivery_remark: string;
  delivery_address: AddressInput;
  invoice_address: AddressInput;
  payment_method: PlaceOrderInput['payment']['method'];
  subtotal: Amounts;
  delivery_cost: Amounts;
  total: Amounts;
  lines: OrderLine[];
  /** Answered once, to a guest, when the order is created. */
  secret?: string;
  /** Where to confirm the payment (the bank), when the provider needs it. */
  payment_redirect_url?: string | null;
}

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
  issuers: async (signal?: AbortSignal) =>
    (
      await http().request<Collection<{ id: string; name: string }>>('/payments/issuers', {
        signal,
      })
    )['hydra:member'],
  /** `key` makes a retry of the same attempt answer the same order (ADR 0015). */
  placeOrder: (input: PlaceOrderInput, key: string) =>
    http().request<Order>('/order/orders', {
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
};
