import * as v from 'valibot';
import { locales } from '../messages/locales';

/** The languages a customer may prefer: the shop's locales. */
export const preferredLanguages = locales;
export type PreferredLanguage = (typeof preferredLanguages)[number];

/** The earliest birthdate the shop accepts. */
export const EARLIEST_BIRTHDATE = '1900-01-01';

/** `YYYY-MM-DD` of `date` in the calendar of whoever checks (browser or API). */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A real calendar day written as `YYYY-MM-DD` (no 31 February). */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A birthdate: a calendar day from 1900 on and before today. Empty means not given. */
export const birthdateSchema = v.pipe(
  v.optional(v.nullable(v.string('validation.invalidValue')), null),
  v.transform((value) => (value ? value.trim() : null) || null),
  v.check(
    (value) =>
      value === null ||
      (isCalendarDay(value) && value >= EARLIEST_BIRTHDATE && value < isoDay(new Date())),
    'validation.birthdate',
  ),
);

/**
 * PUT /relation/customers/{uuid}: the customer's personal information. The company's name is
 * not part of it: it is the company's, changed on the organisation screen.
 */
export const personalInformationSchema = v.strictObject({
  fullname: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(200, 'validation.maxLength'),
  ),
  birthdate: birthdateSchema,
  preferred_language: v.picklist(preferredLanguages, 'validation.preferredLanguage'),
});
export type PersonalInformationInput = v.InferOutput<typeof personalInformationSchema>;
