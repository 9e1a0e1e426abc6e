import { useEffect, useSyncExternalStore } from 'react';
import { useLocale } from '@shop/shared-ui';
import { ApiError, setCartSecret, type UploadProgress } from '@shop/shared-http';
import type { CartLineInput, PersonalizationDesign } from '@shop/contracts/schemas';
import {
  cartUpdatedEvent,
  type CartLineHandOver,
  type CartUpdatedDetail,
} from '@shop/contracts/modules';
import { cartApi, type Cart } from './cart-api';

/** Where the visitor's cart reference lives; prefixed with the checkout team's name. */
export const CART_STORAGE_KEY = 'shop-checkout-cart';

/**
 * A line to add: the line another team hands over (`CartLineHandOver`, whose letter is the file
 * the shopper chose, uploaded to the visitor's cart first), with what checkout's own design
 * dialog adds to it (ADR 0028).
 */
export type NewCartLine = CartLineHandOver & Pick<CartLineInput, 'design'> & { designPhoto?: File };
export type AddStage = 'uploadingLetter' | 'uploadingPhoto' | 'adding';
/** How much of a letter's upload is sent: bytes of the request's size (0 while unknown). */
export interface LetterProgress {
  loaded: number;
  total: number;
}
/** Follows an add: each stage as it starts, then the letter's progress while it is sent. */
export type OnAddStage = (stage: AddStage, letter?: LetterProgress) => void;

interface StoredCart {
  uuid: string;
  secret: string;
}
export interface CartState {
  cart: Cart | null;
  loading: boolean;
  error: string | null;
}

let state: CartState = { cart: null, loading: false, error: null };
const listeners = new Set<() => void>();
let pendingLoad: { locale: string; done: Promise<void> } | null = null;

function setState(next: Partial<CartState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
  if (next.cart !== undefined) {
    const detail: CartUpdatedDetail = { itemCount: state.cart?.item_count ?? 0 };
    window.dispatchEvent(new CustomEvent(cartUpdatedEvent, { detail }));
  }
}

function readStored(): StoredCart | null {
  try {
    const value = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as StoredCart | null;
    return value?.uuid && value.secret ? value : null;
  } catch {
    return null;
  }
}

function store(cart: StoredCart | null) {
  if (cart) localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  else localStorage.removeItem(CART_STORAGE_KEY);
  setCartSecret(cart?.secret ?? null);
}

// A letter is uploaded once per cart: adding again after a refusal reuses it.
const uploadedLetters = new WeakMap<File, { uuid: string; id: string }>();

async function letterIdFor(uuid: string, file: File, onProgress: UploadProgress): Promise<string> {
  const known = uploadedLetters.get(file);
  if (known?.uuid === uuid) return known.id;
  const { id } = await cartApi.uploadLetter(uuid, file, onProgress);
  uploadedLetters.set(file, { uuid, id });
  return id;
}

// A design's photo likewise: once per cart, whether adding or editing is tried again.
const uploadedPhotos = new WeakMap<File, { uuid: string; id: string }>();

async function photoIdFor(uuid: string, file: File): Promise<string> {
  const known = uploadedPhotos.get(file);
  if (known?.uuid === uuid) return known.id;
  const { id } = await cartApi.uploadPhoto(uuid, file);
  uploadedPhotos.set(file, { uuid, id });
  return id;
}

async function addLine(
  uuid: string,
  { letter, designPhoto, ...line }: NewCartLine,
  onStage: OnAddStage,
): Promise<Cart> {
  // The compiler holds the hand-over to what the API takes, but for the files sent first.
  const input: CartLineInput = line;
  if (designPhoto && input.design) {
    onStage('uploadingPhoto');
    input.design = { ...input.design, photoId: await photoIdFor(uuid, designPhoto) };
  }
  if (letter) {
    onStage('uploadingLetter');
    input.letterId = await letterIdFor(uuid, letter, (loaded, total) =>
      onStage('uploadingLetter', { loaded, total }),
    );
  }
  onStage('adding');
  return cartApi.addLine(uuid, input);
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function ensureCart(): Promise<StoredCart> {
  const existing = readStored();
  if (existing) {
    setCartSecret(existing.secret);
    return existing;
  }
  const created = await cartApi.create();
  const stored = { uuid: created.uuid, secret: created.secret };
  store(stored);
  return stored;
}

/** Runs a change against the cart; a cart the API no longer knows is replaced once. */
async function change(run: (uuid: string) => Promise<Cart>): Promise<Cart> {
  let { uuid } = await ensureCart();
  try {
    const cart = await run(uuid);
    setState({ cart, error: null });
    return cart;
  } catch (error) {
    if (!isGone(error)) throw error;
    store(null);
    ({ uuid } = await ensureCart());
    const cart = await run(uuid);
    setState({ cart, error: null });
    return cart;
  }
}

export const cartStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,

  /**
   * Loads the stored cart once for every widget that asks at the same time. The API names the
   * lines in the request's language: a load for another `locale` starts afresh, and only the
   * latest load's answer is kept, so a language switch shows the new names without a reload.
   */
  load(locale = ''): Promise<void> {
    const stored = readStored();
    if (!stored) {
      setState({ cart: null, loading: false });
      return Promise.resolve();
    }
    if (pendingLoad?.locale === locale) return pendingLoad.done;
    const done = (async () => {
      const latest = () => pendingLoad?.done === done;
      setCartSecret(stored.secret);
      setState({ loading: true, error: null });
      try {
        const cart = await cartApi.get(stored.uuid);
        if (latest()) setState({ cart, loading: false });
      } catch (error) {
        if (!latest()) return;
        if (isGone(error)) {
          store(null);
          setState({ cart: null, loading: false });
        } else {
          setState({ loading: false, error: messageOf(error) });
        }
      } finally {
        if (latest()) pendingLoad = null;
      }
    })();
    pendingLoad = { locale, done };
    return done;
  },
  /**
   * Adds a line with its options; `onStage` follows a letter's upload (with its progress) and
   * the adding. Refusals reject with the API's localized ApiError (its violations included).
   */
  addLine: (line: NewCartLine, onStage: OnAddStage = () => {}) =>
    change((uuid) => addLine(uuid, line, onStage)),
  /** The visitor's cart uuid, with its secret set on the API client; null without a cart. */
  current(): string | null {
    const stored = readStored();
    if (stored) setCartSecret(stored.secret);
    return stored?.uuid ?? null;
  },
  /**
   * The cart became a paid order: the next add starts a new cart. A load still on its way (a
   * widget that mounted just before) answers a cart that is no more: its answer is dropped.
   */
  forget() {
    pendingLoad = null;
    store(null);
    setState({ cart: null, loading: false, error: null });
  },
  /**
   * Runs a change the API answers with the whole cart (repeating an order) against the
   * visitor's cart, created first when there is none; the widgets follow as after any change.
   */
  apply: (run: (uuid: string) => Promise<Cart>) => change(run),
  /** A personalized line's new design; a newly chosen photo is uploaded first (ADR 0028). */
  changeDesign: (lineId: string, design: PersonalizationDesign, photo?: File) =>
    change(async (uuid) =>
      cartApi.changeDesign(
        uuid,
        lineId,
        photo ? { ...design, photoId: await photoIdFor(uuid, photo) } : design,
      ),
    ),
  setQuantity: (lineId: string, quantity: number) =>
    change((uuid) => cartApi.setQuantity(uuid, lineId, quantity)),
  remove: (lineId: string) => change((uuid) => cartApi.removeLine(uuid, lineId)),
};

export function useCart(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getSnapshot);
}

/** The cart, loaded when a widget mounts and again in the new language after a switch. */
export function useCartInLocale(): CartState {
  const locale = useLocale();
  useEffect(() => {
    void cartStore.load(locale);
  }, [locale]);
  return useCart();
}
