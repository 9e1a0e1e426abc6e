import { http } from '@shop/shared-http';
import type { ChangePasswordInput } from '@shop/contracts/schemas';

/** POST /me/change-password: 204, or 400 'Current password is wrong'. */
export const changePassword = (input: ChangePasswordInput) =>
  http().request<void>('/me/change-password', { method: 'POST', body: input });
