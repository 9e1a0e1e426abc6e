import * as v from 'valibot';

/** A required text field: trimmed, not empty, at most `maxLength`. */
export const text = (maxLength: number) =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(maxLength, 'validation.maxLength'),
  );
/** An optional text field: trimmed, empty when left out. */
export const optionalText = (maxLength: number) =>
  v.pipe(
    v.optional(v.string('validation.invalidValue'), ''),
    v.trim(),
    v.maxLength(maxLength, 'validation.maxLength'),
  );
