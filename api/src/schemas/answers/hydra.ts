import * as v from 'valibot';
import { errorDescriptions, hydraErrorAnswer } from '../../http/answers';

/**
 * The shapes every JSON-LD answer shares (ADR 0003, ADR 0042), for the OpenAPI document
 * (ADR 0038). Objects allow more keys than they name: a new field is no breaking change.
 */
export const iriSchema = v.pipe(v.string(), v.startsWith('/api/'));

/** An item of `type` as a list member: `@id`, `@type` and its fields. */
export const member = <T extends v.ObjectEntries>(type: string, entries: T) =>
  v.object({ '@id': iriSchema, '@type': v.literal(type), ...entries });

/** An item answered on its own: a member that names its context too. */
export const item = <T extends v.ObjectEntries>(type: string, entries: T) =>
  v.object({ '@context': iriSchema, '@id': iriSchema, '@type': v.literal(type), ...entries });

export const pageViewSchema = v.object({
  '@id': iriSchema,
  '@type': v.literal('hydra:PartialCollectionView'),
  'hydra:first': iriSchema,
  'hydra:last': iriSchema,
  'hydra:previous': v.optional(iriSchema),
  'hydra:next': v.optional(iriSchema),
});

/** `hydra:Collection` of `memberSchema` (`collection()` in http/hydra.ts). */
export const collectionOf = (memberSchema: v.GenericSchema) =>
  v.object({
    '@context': iriSchema,
    '@id': iriSchema,
    '@type': v.literal('hydra:Collection'),
    'hydra:member': v.array(memberSchema),
    'hydra:totalItems': v.pipe(v.number(), v.integer(), v.minValue(0)),
  });

/** A paged list: a collection with its `hydra:view` (`pageView()` in http/hydra.ts). */
export const pagedCollectionOf = (memberSchema: v.GenericSchema) =>
  v.object({ ...collectionOf(memberSchema).entries, 'hydra:view': pageViewSchema });

/** An error status a route gives beyond the ones its kind derives (see http/openapi-answers.ts). */
export const error = (status: number, description = errorDescriptions[status]!) =>
  hydraErrorAnswer(description);

const cents = v.pipe(v.number(), v.integer());

/** A price in cents as the API computes it (`priceBreakdown()`); `vat` and the rate when known. */
export const priceSchema = v.object({
  incl_vat: cents,
  excl_vat: cents,
  vat: v.optional(cents),
  vat_rate_bp: v.optional(v.nullable(cents)),
});

/** A charged amount always names its VAT. */
export const chargedSchema = v.object({ ...priceSchema.entries, vat: cents });
