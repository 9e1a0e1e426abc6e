import type { Locale } from '@shop/contracts/messages';

/**
 * The part of Mollie Components (mollie.js v1, docs.mollie.com/reference/mollie-object) the
 * checkout uses. Each card field is an iframe on the provider's origin: the page's scripts never
 * hold a card's number, expiry or CVC, only the one-time token the provider hands out (ADR 0052).
 */
export const cardFieldTypes = [
  'cardHolder',
  'cardNumber',
  'expiryDate',
  'verificationCode',
] as const;
export type CardFieldType = (typeof cardFieldTypes)[number];

/** What a field reports on every change: its state, never what was typed. */
export interface CardFieldChange {
  /** The provider's own message, in its locale; the checkout shows its own instead. */
  error?: string;
  touched: boolean;
  valid: boolean;
  dirty: boolean;
}

export interface MollieComponent {
  mount(target: string | HTMLElement): void;
  unmount(): void;
  addEventListener(type: 'change', listener: (event: CardFieldChange) => void): void;
}

export type MollieLocale = 'nl_NL' | 'nl_BE' | 'fr_BE' | 'en_US';

export interface Mollie {
  createComponent(type: CardFieldType): MollieComponent;
  createToken(): Promise<{ token?: string; error?: { message: string } }>;
}

/** The global the components script defines. */
export type MollieFactory = (
  profileId: string,
  options: { locale: MollieLocale; testmode: boolean },
) => Mollie;

declare global {
  interface Window {
    Mollie?: MollieFactory;
  }
}

export const mollieLocale = (locale: Locale): MollieLocale =>
  (({ 'nl-nl': 'nl_NL', 'nl-be': 'nl_BE', 'fr-be': 'fr_BE', 'en-us': 'en_US' }) as const)[locale];

const loads = new Map<string, Promise<MollieFactory>>();

/**
 * Loads the components script once per page and answers its `Mollie` global. The tag carries the
 * page's CSP nonce when the host server rendered it one (ADR 0033); the provider's origin is on
 * the CSP's list as well (PAYMENT_ORIGINS), for the client-rendered shell, which has no nonce.
 * A failed load is forgotten, so a retry adds the tag again.
 */
export function loadMollie(src: string): Promise<MollieFactory> {
  if (window.Mollie) return Promise.resolve(window.Mollie);
  let load = loads.get(src);
  if (!load) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    load = new Promise<MollieFactory>((resolve, reject) => {
      script.addEventListener('load', () =>
        window.Mollie ? resolve(window.Mollie) : reject(new Error(`${src} defined no Mollie`)),
      );
      script.addEventListener('error', () => reject(new Error(`${src} did not load`)));
      document.head.append(script);
    }).catch((error: unknown) => {
      loads.delete(src);
      script.remove();
      throw error;
    });
    loads.set(src, load);
  }
  return load;
}
