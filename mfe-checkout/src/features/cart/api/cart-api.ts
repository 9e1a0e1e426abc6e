import { http } from '@shop/shared-http';
import type { PriceAmounts } from '@shop/shared-ui';

export interface CartLine {
  id: string;
  variation_id: number;
  product: { slug: string; name: string; image: string };
  properties: Record<string, string>;
  quantity: number;
  unit_price: PriceAmounts;
  total: PriceAmounts;
}

export interface Cart {
  uuid: string;
  lines: CartLine[];
  item_count: number;
  totals: PriceAmounts & { vat: number };
}

export const cartApi = {
  create: () => http().create<{ uuid: string; secret: string }>('/carts', {}),
  // `request`, not `one`: the store must tell a cart that is gone (404) from a failed call.
  get: (uuid: string, signal?: AbortSignal) =>
    http().request<Cart>(`/carts/${encodeURIComponent(uuid)}`, { signal }),
  addLine: (uuid: string, variationId: number, quantity: number) =>
    http().create<Cart>(`/carts/${uuid}/lines`, { variationId, quantity }),
  setQuantity: (uuid: string, lineId: string, quantity: number) =>
    http().update<Cart>(`/carts/${uuid}/lines`, lineId, { quantity }, true),
  removeLine: (uuid: string, lineId: string) =>
    http().request<Cart>(`/carts/${uuid}/lines/${encodeURIComponent(lineId)}`, {
      method: 'DELETE',
    }),
};
