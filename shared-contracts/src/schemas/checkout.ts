// Paying and placing an order: the payment methods and the order the checkout sends.
import * as v from 'valibot';
import { emailSchema } from './account';
import { passesLuhn } from './luhn';
import { addressSchema, invoiceAddressSchema } from './address';
import { optionalText, text } from './text-fields';

/**
 * How a shopper may pay (ADR 0052): the provider's methods (iDEAL, cards, Bancontact, and the
 * spec's AfterPay, which Mollie calls Riverty) and the shop's own purchase on account. Which of
 * them a checkout offers comes from the provider, for the amount, locale and country.
 */
export const paymentMethods = ['ideal', 'creditcard', 'bancontact', 'afterpay', 'invoice'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A card's digits: 13 to 19 of them with the Luhn check digit and a card scheme's prefix. */
const CARD_LIKE = /(?:\d[ -]?){12,18}\d/g;
const CARD_PREFIX = /^(?:4|5[1-5]|2[2-7]|3[0478]|6)/;

/** Does this text hold something that reads as a card number (spaces and dashes allowed)? */
export function holdsCardNumber(text: string): boolean {
  for (const match of text.matchAll(CARD_LIKE)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (CARD_PREFIX.test(digits) && passesLuhn(digits)) return true;
  }
  return false;
}

/** Every string anywhere in a value (object, array or text). */
/**
 * A uuid names a cart (or any item): an identifier the schema checked, never something a shopper
 * typed. One random uuid in about 1,400 holds a run of digits and dashes that reads as a card
 * number, so uuids are not scanned (an order once failed so).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') {
    if (!UUID.test(value)) yield value;
  } else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) yield* stringsIn(item);
}

/** The one-time token the provider's card fields hand out (Mollie Components: `tkn_…`). */
export const cardTokenSchema = v.pipe(
  v.string('validation.cardDetails'),
  v.regex(/^tkn_[A-Za-z0-9]{4,60}$/, 'validation.cardDetails'),
);

/**
 * How the shopper pays. A card is the provider's token only: the card's number, expiry and CVC
 * stay in the provider's own fields and never reach the shop (ADR 0052).
 */
export const paymentSchema = v.variant(
  'method',
  [
    // Without a bank when the provider offers no list of banks (iDEAL 2.0 chooses at the bank).
    v.strictObject({ method: v.literal('ideal'), issuer: v.optional(text(40)) }),
    v.strictObject({ method: v.literal('creditcard'), cardToken: cardTokenSchema }),
    v.strictObject({ method: v.literal('bancontact') }),
    v.strictObject({
      method: v.literal('afterpay'),
      acceptTerms: v.literal(true, 'validation.afterPayTerms'),
    }),
    v.strictObject({ method: v.literal('invoice') }),
  ],
  'validation.paymentMethod',
);
export type PaymentInput = v.InferOutput<typeof paymentSchema>;

/**
 * POST /order/orders: turn the cart (named by its uuid, opened with its secret) into an order.
 * No price travels: the API computes every amount (ADR 0011, 0015).
 */
export const placeOrderSchema = v.strictObject({
  cart: v.pipe(v.string('validation.required'), v.uuid('validation.invalidValue')),
  email: emailSchema,
  deliveryDate: v.pipe(
    v.string('validation.required'),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.deliveryDate'),
  ),
  deliveryRemark: optionalText(250),
  deliveryAddress: addressSchema,
  /** Left out when the invoice goes to the delivery address; may be in any listed country. */
  invoiceAddress: v.optional(invoiceAddressSchema),
  payment: paymentSchema,
});

/**
 * The order as the API takes it: refused whole when any of its texts holds a card number (a
 * card typed into a remark or an address line), so no card ever reaches a log or a database.
 */
export const placeOrderBodySchema = v.pipe(
  placeOrderSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed && [...stringsIn(dataset.value)].some(holdsCardNumber))
      addIssue({ message: 'validation.noCardNumbers' });
  }),
);
export type PlaceOrderInput = v.InferOutput<typeof placeOrderSchema>;
