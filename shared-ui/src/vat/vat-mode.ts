import { useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** 'Do you shop for business?': prices incl. VAT (default) or excl. VAT. Owned by the host. */
export type VatMode = 'inclusive' | 'exclusive';

export const vatModeAtom = atomWithStorage<VatMode>('shop-host-vat-mode', 'inclusive', undefined, {
  getOnInit: true,
});

/** A price as the API computes it, in integer cents. */
export interface PriceAmounts {
  incl_vat: number;
  excl_vat: number;
  vat?: number;
}

export function useVatMode(): VatMode {
  return useAtomValue(vatModeAtom);
}

export function pickPrice(price: PriceAmounts, mode: VatMode): number {
  return mode === 'exclusive' ? price.excl_vat : price.incl_vat;
}
