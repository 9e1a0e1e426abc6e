import type { TFunction } from 'i18next';
import { ApiError, ApiTimeoutError } from '@shop/shared-http';

interface HydraError {
  'hydra:title'?: string;
  'hydra:description'?: string;
  violations?: { propertyPath: string; message: string }[];
}

/**
 * The message to show for a failed call: the API's own localized text (404 'No account
 * exists yet…', 409, 502, 429…), else a generic one. A validation error whose description only
 * repeats its first violation ('email: …') shows its title instead; the fields show the rest.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiTimeoutError) return t('common:errors.timeout');
  if (!(error instanceof ApiError))
    return t(error instanceof TypeError ? 'common:errors.unavailable' : 'common:errors.generic');
  const body = (error.body ?? {}) as HydraError;
  const description = body['hydra:description'];
  // A gateway's own page (the API restarting, unreachable): no answer of ours to show.
  if (!description && !body['hydra:title'] && error.status >= 502 && error.status <= 504)
    return t('common:errors.unavailable');
  const first = body.violations?.[0];
  if (first && description === `${first.propertyPath}: ${first.message}`)
    return body['hydra:title'] ?? t('common:errors.form');
  return description || body['hydra:title'] || t('common:errors.generic');
}

/**
 * True when the call may not have reached the API or its answer was lost: the network failed
 * (fetch rejects with a TypeError), a gateway answered 502/504, or the API said 503. A retry of
 * an idempotent call (the same attempt key) is then the right advice.
 */
export function couldNotReach(error: unknown): boolean {
  if (error instanceof ApiTimeoutError) return true;
  if (error instanceof ApiError) return error.status >= 502 && error.status <= 504;
  return error instanceof TypeError;
}
