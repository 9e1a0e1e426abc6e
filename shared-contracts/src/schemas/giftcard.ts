import * as v from 'valibot';
import { passesLuhn } from './luhn';

/** Gift card numbers are 16 digits with a Luhn check digit; spaces are allowed while typing. */
export const giftCardNumberSchema = v.pipe(
  v.string('validation.required'),
  v.transform((value) => value.replace(/\s+/g, '')),
  v.nonEmpty('validation.required'),
  v.regex(/^\d{16}$/, 'validation.invalidCardNumber'),
  v.check(passesLuhn, 'validation.invalidCardNumber'),
);

/** POST /giftcard/info: the spec's balance lookup payload. */
export const giftCardInfoSchema = v.strictObject({
  cardId: giftCardNumberSchema,
  verificationCode: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.regex(/^\d{6}$/, 'validation.verificationCode'),
  ),
});
export type GiftCardInfoInput = v.InferOutput<typeof giftCardInfoSchema>;
