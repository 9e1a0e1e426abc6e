import * as v from 'valibot';
import { collectionOf, item } from './hydra';

/** Answers about the API itself and the payments, for the document (ADR 0038). */
export const healthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.picklist(['up', 'down']),
});

/** GET /health/ready: whether this instance takes new work (ADR 0058). */
export const readinessSchema = v.object({
  status: v.picklist(['ready', 'draining', 'degraded']),
  database: v.picklist(['up', 'down']),
});

/** GET /health/live: the process answers. */
export const livenessSchema = v.object({ status: v.literal('ok') });

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

const image = v.nullable(v.string());

/** GET /payments/methods: what the provider offers for the amount, country and locale. */
export const paymentMethodListSchema = collectionOf(
  v.object({
    '@type': v.literal('PaymentMethod'),
    id: v.picklist(['ideal', 'creditcard', 'bancontact', 'afterpay']),
    name: v.string(),
    image,
    issuers: v.array(v.object({ id: v.string(), name: v.string(), image })),
  }),
);

/** GET /payments/provider: what the checkout mounts the card fields with (public values). */
export const paymentProviderSchema = item('PaymentProvider', {
  name: v.literal('mollie'),
  profileId: v.string(),
  componentsScript: v.string(),
  testmode: v.boolean(),
});
