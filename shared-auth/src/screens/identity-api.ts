import { http } from '@shop/shared-http';
import type {
  PasswordResetInput,
  PasswordResetMailInput,
  RegistrationInput,
} from '@shop/contracts/schemas';

/** POST /customers: 201 with the new customer's uuid; 409 when the address has an account. */
export const registerCustomer = (input: RegistrationInput) =>
  http().create<{ uuid: string }>('/customers', input);

/** POST /customers/password-reset-mail: 202, or the spec's 404 / 409 / 502 / 400 messages. */
export const requestPasswordResetMail = (input: PasswordResetMailInput) =>
  http().create<{ expiresAt: string }>('/customers/password-reset-mail', input);

/** POST /customers/password-reset: 204, or 400 when the link is no longer valid. */
export const resetPassword = (input: PasswordResetInput) =>
  http().create<void>('/customers/password-reset', input);
