/** Replaced by each response's CSP nonce: a cached page is the same page with a new nonce. */
export const NONCE_PLACEHOLDER = '__NONCE__';

/** The API did not answer: a page that needs it answers 503 with the "try again" page. */
export class ApiUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The API is unavailable', { cause });
    this.name = 'ApiUnavailableError';
  }
}
