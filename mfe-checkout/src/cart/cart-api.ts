import { http, type UploadProgress } from '@shop/shared-http';
import type { Cart, CartLetter } from '@shop/contracts/api';
import type { CartLineInput, PersonalizationDesign } from '@shop/contracts/schemas';

// The cart's answers are the API's contract, declared once in @shop/contracts.
export type { Cart, CartLetter, CartLine, LinePricePart } from '@shop/contracts/api';

export const cartApi = {
  create: () => http().create<{ uuid: string; secret: string }>('/carts', {}),
  // `request`, not `one`: the store must tell a cart that is gone (404) from a failed call.
  get: (uuid: string, signal?: AbortSignal) =>
    http().request<Cart>(`/carts/${encodeURIComponent(uuid)}`, { signal }),
  /** The line as the shared `cartLineInputSchema` describes it; the API prices it. */
  addLine: (uuid: string, line: CartLineInput) =>
    http().create<Cart>(`/carts/${encodeURIComponent(uuid)}/lines`, line),
  uploadLetter: (uuid: string, file: File, onProgress?: UploadProgress) =>
    http().upload<CartLetter>(`/carts/${encodeURIComponent(uuid)}/letters`, file, file.name, {
      onProgress,
    }),
  uploadPhoto: (uuid: string, file: File, onProgress?: UploadProgress) =>
    http().upload<CartLetter>(`/carts/${encodeURIComponent(uuid)}/photos`, file, file.name, {
      onProgress,
    }),
  changeDesign: (uuid: string, lineId: string, design: PersonalizationDesign) =>
    http().request<Cart>(
      `/carts/${encodeURIComponent(uuid)}/lines/${encodeURIComponent(lineId)}/design`,
      { method: 'PUT', body: design },
    ),
  setQuantity: (uuid: string, lineId: string, quantity: number) =>
    http().update<Cart>(`/carts/${encodeURIComponent(uuid)}/lines`, lineId, { quantity }, true),
  removeLine: (uuid: string, lineId: string) =>
    http().request<Cart>(`/carts/${encodeURIComponent(uuid)}/lines/${encodeURIComponent(lineId)}`, {
      method: 'DELETE',
    }),
};
