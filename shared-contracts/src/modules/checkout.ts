// The checkout team's public contract: what other teams hand to its modules and hear from them.

/**
 * The product's personalization rules as the catalogue answers them (ADR 0028): text lines with
 * their localized label and limit (a ribbon's two lines), and whether a photo goes on it. The
 * catalogue owns these rules; the page passes them on to AddToCart and never hard-codes them.
 */
export interface PersonalizationDefinition {
  lines: { label: string; max_length: number; required: boolean }[];
  photo: { required: boolean } | null;
}

/**
 * A cart line as the product page hands it to checkout (ADR 0011's line, ADR 0012): prices are
 * never part of it, the API prices every option. The letter goes as the file the shopper chose:
 * checkout uploads it to the visitor's cart, so no other team needs the cart's uuid or secret.
 */
export interface CartLineHandOver {
  variationId: number;
  quantity: number;
  card?: { id: number; text: string };
  personalization?: boolean;
  letter?: File;
  upsells?: { variationId: number; quantity: number; text?: string }[];
}

/** `checkout/AddToCart`: the add-to-cart button other teams place on their pages (ADR 0012). */
export interface AddToCartProps {
  productName: string;
  /** The whole line; null while the shopper has not chosen an orderable variation. */
  line: CartLineHandOver | null;
  /** The page knows the choice cannot be ordered yet (an invalid card text, say). */
  disabled?: boolean;
  /** Replaces 'Add to cart' (the product page's 'Create design'). */
  label?: string;
  /**
   * Asked before adding (the product page's dialogs): false cancels, true adds `line`, and a
   * line adds that one instead (the shopper's answers changed the choice).
   */
  confirm?: () => Promise<boolean | CartLineHandOver>;
  /**
   * The product's personalization rules (ADR 0028): a line with personalization is added only
   * through checkout's design dialog, with what the shopper put on it.
   */
  design?: PersonalizationDefinition | null;
}

/**
 * Fired on `window` after every change of the visitor's cart, for any team that follows it;
 * its `detail` is a `CartUpdatedDetail`.
 */
export const cartUpdatedEvent = 'checkout:cart-updated';
export interface CartUpdatedDetail {
  /** The cart's main items (ADR 0011's `item_count`); 0 without a cart. */
  itemCount: number;
}
