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

const requiredText = (maxLength: number) =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(maxLength, 'validation.maxLength'),
  );

/** POST /customers: create an account; a business customer also names its company. */
export const registrationSchema = v.pipe(
  v.strictObject({
    email: emailSchema,
    password: passwordSchema,
    fullname: requiredText(200),
    customerType: v.picklist(customerTypes),
    companyName: v.optional(
      v.pipe(v.string('validation.required'), v.trim(), v.maxLength(200, 'validation.maxLength')),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['customerType'], ['companyName']],
      (input) => input.customerType !== 'business' || !!input.companyName,
      'validation.required',
    ),
    ['companyName'],
  ),
  // A private customer has no company: a stray company name is dropped, not stored.
  v.transform((input) => ({
    ...input,
    companyName: input.customerType === 'business' ? input.companyName : undefined,
  })),
);
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

/** POST /customers/password-reset-mail: where to send a password reset link. */
export const passwordResetMailSchema = v.strictObject({ email: emailSchema });
export type PasswordResetMailInput = v.InferOutput<typeof passwordResetMailSchema>;

/** POST /customers/password-reset: the token from the reset link and the new password. */
export const passwordResetSchema = v.strictObject({
  token: requiredText(256),
  newPassword: passwordSchema,
});
export type PasswordResetInput = v.InferOutput<typeof passwordResetSchema>;
