import * as v from 'valibot';
import { normalizePostcode } from './address';
import { daySchema } from './order';

/** A Dutch (`1234 AB`) or Belgian (`1234`) postcode, normalized as orders store it. */
const postcode = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.check(
    (text) => (normalizePostcode(text, 'NL') ?? normalizePostcode(text, 'BE')) !== null,
    'validation.postcode',
  ),
  v.transform((text) => normalizePostcode(text, 'NL') ?? normalizePostcode(text, 'BE') ?? text),
);

/** An order number as printed on the confirmation (`FB-100001`); `fb100001` is taken too. */
const orderNumber = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.transform((text) => text.replace(/\s+/g, '').toUpperCase()),
  v.regex(/^FB-?\d{6,9}$/, 'validation.orderNumber'),
  v.transform((text) => text.replace(/^FB-?/, 'FB-')),
);

/**
 * POST /order/search (track and trace, ADR 0019): an order by its number and the delivery
 * postcode, or by the delivery address (postcode, house number) and the delivery date.
 */
export const orderSearchSchema = v.variant('by', [
  v.strictObject({ by: v.literal('number'), orderNumber, postcode }),
  v.strictObject({
    by: v.literal('address'),
    postcode,
    housenumber: v.pipe(
      v.string('validation.required'),
      v.trim(),
      v.nonEmpty('validation.required'),
      v.regex(/^\d{1,5}$/, 'validation.housenumber'),
    ),
    deliveryDate: v.pipe(
      v.string('validation.required'),
      v.nonEmpty('validation.required'),
      daySchema,
    ),
  }),
]);
export type OrderSearchInput = v.InferOutput<typeof orderSearchSchema>;
