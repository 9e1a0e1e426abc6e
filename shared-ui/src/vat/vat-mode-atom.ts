import { atom, useAtomValue } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { followStoredVatMode, readStoredVatMode, storeVatMode } from './stored-vat-mode';
import type { VatMode } from './vat-mode';

// Read when a store first needs it, not when the module loads: the first render already shows
// the shopper's choice, and each store (a test's, a server request's) starts from its own read.
const storedVatModeAtom = atomWithLazy(readStoredVatMode);
storedVatModeAtom.onMount = (setMode) => followStoredVatMode(setMode);

/** The page's one VAT mode, owned by the host, kept in the `shop-host-vat-mode` cookie (ADR 0032). */
export const vatModeAtom = atom(
  (get) => get(storedVatModeAtom),
  (_get, set, mode: VatMode) => {
    storeVatMode(mode);
    set(storedVatModeAtom, mode);
  },
);

export function useVatMode(): VatMode {
  return useAtomValue(vatModeAtom);
}
