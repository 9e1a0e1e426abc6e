import * as v from 'valibot';

/** Longer passphrases are welcome, but hashing megabytes of input is not. */
export const PASSWORD_MAX_LENGTH = 128;

/** The spec's password rule: at least 6 characters with 1 digit and 1 special character. */
export const passwordSchema = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  v.minLength(6, 'validation.password'),
  v.regex(/\d/, 'validation.password'),
  v.regex(/[^\p{L}\p{N}\s]/u, 'validation.password'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'validation.maxLength'),
);

/** E-mail addresses are stored and compared lower-cased. */
export const emailSchema = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.maxLength(254, 'validation.maxLength'),
  v.email('validation.email'),
  v.toLowerCase(),
);

export const customerTypes = ['private', 'business'] as const;
export type CustomerType = (typeof customerTypes)[number];

/** POST /customers: create an account. */
export const registrationSchema = v.strictObject({
  email: emailSchema,
  password: passwordSchema,
  fullname: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(200, 'validation.maxLength'),
  ),
  customerType: v.picklist(customerTypes),
});
export type RegistrationInput = v.InferOutput<typeof registrationSchema>;

/** POST /me/change-password: the current password (checked, not re-validated) and a new one. */
export const changePasswordSchema = v.strictObject({
  oldPassword: v.pipe(
    v.string('validation.required'),
    v.nonEmpty('validation.required'),
    v.maxLength(PASSWORD_MAX_LENGTH, 'validation.maxLength'),
  ),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;
