import type { TFunction } from '../i18n/translator';
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
  if (!(error instanceof ApiError)) return t('common:errors.generic');
  const body = (error.body ?? {}) as HydraError;
  const description = body['hydra:description'];
  const first = body.violations?.[0];
  if (first && description === `${first.propertyPath}: ${first.message}`)
    return body['hydra:title'] ?? t('common:errors.form');
  return description || body['hydra:title'] || t('common:errors.generic');
}
