export interface ApiViolation {
  propertyPath: string;
  message: string;
  code?: string;
}

/** A failed call: the HTTP status and the API's localized hydra:Error, when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly violations: ApiViolation[];
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const violations = (body as { violations?: ApiViolation[] } | undefined)?.violations;
    this.violations = Array.isArray(violations) ? violations : [];
  }

  /** The message to show a shopper: the API's localized description when it gave one. */
  static messageOf(body: unknown, fallback: string): string {
    const error = body as { 'hydra:description'?: string; 'hydra:title'?: string } | undefined;
    return error?.['hydra:description'] || error?.['hydra:title'] || fallback;
  }
}

/** Raised when a call takes longer than the client's timeout (20 s by default). */
export class ApiTimeoutError extends ApiError {
  constructor(timeoutMs: number) {
    super(0, `Request timed out after ${timeoutMs} ms`);
    this.name = 'ApiTimeoutError';
  }
}
