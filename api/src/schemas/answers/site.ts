import * as v from 'valibot';
import { collectionOf } from './hydra';

/** Answers about the API itself and the payments, for the document (ADR 0038). */
export const healthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.picklist(['up', 'down']),
});

/** GET /contexts/{type}: a JSON-LD context document (http/json-ld-contexts.ts). */
export const contextDocumentSchema = v.object({
  '@context': v.object({ '@vocab': v.string(), hydra: v.string() }),
});

/** GET /docs.jsonld: the Hydra API documentation. */
export const apiDocumentationSchema = v.object({
  '@context': v.object({ hydra: v.string() }),
  '@id': v.string(),
  '@type': v.literal('hydra:ApiDocumentation'),
  'hydra:title': v.string(),
  'hydra:supportedClass': v.array(
    v.object({ '@id': v.string(), '@type': v.literal('hydra:Class'), 'hydra:title': v.string() }),
  ),
});

export const issuerListSchema = collectionOf(
  v.object({ '@type': v.literal('Issuer'), id: v.string(), name: v.string() }),
);
