import * as v from 'valibot';
import { JSON_LD } from './hydra';
import { OAUTH_ERROR_CODES } from './oauth-answer';

type AnySchema = v.GenericSchema;

/**
 * What one status of a route answers, for the OpenAPI document only (ADR 0038): a body schema
 * in valibot with its content type, or no body (`schema` absent: 204, a redirect). Fastify never
 * sees it, so documenting an answer can never change the bytes the route sends.
 */
export interface Answer {
  description: string;
  /** The media type without parameters: `application/ld+json`, `text/html`… */
  type?: string;
  schema?: AnySchema;
}

/** A status may be answered in more than one type (an HTML page, or a Hydra error). */
export type Answers = Partial<Record<number, Answer | Answer[]>>;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Every answer of the route that is not derived from its shape (ADR 0038): its success
     * statuses, and errors other than the ones every route of its kind gives.
     */
    answers?: Answers;
  }
}

/** The media type of every JSON-LD answer and error. */
export const JSON_LD_TYPE = JSON_LD.split(';')[0]!;

/** A JSON-LD answer (`application/ld+json`). */
export const jsonLd = (schema: AnySchema, description: string): Answer => ({
  description,
  type: JSON_LD_TYPE,
  schema,
});

/** A plain JSON answer (`application/json`): OAuth's and the health check's. */
export const json = (schema: AnySchema, description: string): Answer => ({
  description,
  type: 'application/json',
  schema,
});

/** An answer without a body: 204, or a redirect. */
export const empty = (description: string): Answer => ({ description });

/** A conditional GET of an answer with an ETag that has not changed. */
export const notModified = empty('Not modified: the ETag sent in If-None-Match still holds');

/** A body that is not JSON: an HTML page, an image, a file. */
export const file = (type: string, description: string): Answer => ({
  description,
  type,
  schema: v.string(),
});

const violation = v.object({
  propertyPath: v.string(),
  message: v.string(),
  code: v.string(),
});

/** Every error the API sends, as `hydraError` in ./hydra.ts builds it (ADR 0003). */
export const hydraErrorSchema = v.pipe(
  v.object({
    '@context': v.string(),
    '@type': v.literal('hydra:Error'),
    'hydra:title': v.string(),
    'hydra:description': v.string(),
    violations: v.optional(v.array(violation)),
  }),
  v.title('HydraError'),
);

export const hydraErrorAnswer = (description: string) => jsonLd(hydraErrorSchema, description);

/** An error of the token endpoints, RFC 6749 §5.2 (and RFC 7009's one of revocation). */
export const oauthErrorSchema = v.pipe(
  v.object({ error: v.picklist(OAUTH_ERROR_CODES), error_description: v.optional(v.string()) }),
  v.title('OAuthError'),
);

export const oauthErrorAnswer = (description: string) => json(oauthErrorSchema, description);

/**
 * The errors of an OAuth form endpoint (token, revocation) that are not its grant's: a client
 * that authenticated by header and failed, and a body too large or not a form (answered in
 * OAuth's shape, or Hydra's when refused before the route runs).
 */
export const oauthFormErrors: Answers = {
  401: oauthErrorAnswer(
    'invalid_client, when the client authenticated by the Authorization header',
  ),
  413: [oauthErrorAnswer('The body is too large'), hydraErrorAnswer('The body is too large')],
  415: [oauthErrorAnswer('The body is not a form'), hydraErrorAnswer('The body is not a form')],
};

/** What the derived error statuses mean, for the document. */
export const errorDescriptions: Record<number, string> = {
  400: 'The request is not valid: its URL, query or body (violations name the fields)',
  401: 'No valid access token (or no proof of the cart, hub subscription or payment)',
  403: 'The token lacks a permission this needs, or the item is not the caller’s to change',
  404: 'Not found, or not the caller’s',
  409: 'Conflicts with the current state',
  413: 'The body is too large',
  414: 'A path parameter is too long',
  415: 'The body is not of a type the route takes',
  422: 'Understood, but cannot be done',
  429: 'Too many requests: wait the seconds the message and `Retry-After` name',
};
