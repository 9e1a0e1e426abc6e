import * as v from 'valibot';
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';

type AnySchema = v.GenericSchema;
const valibotByJsonSchema = new WeakMap<object, AnySchema>();

/**
 * A valibot schema as an OpenAPI 3.0 Schema Object, the dialect the document declares (ADR 0050):
 * no keyword 3.0 lacks (`propertyNames`, `const`, `type: [..., 'null']`), so validators, code
 * generators and gateways read it. A rule 3.0 cannot say is left out of the document, never out
 * of the validation, which stays valibot's.
 */
export function openApiSchema(schema: AnySchema): Record<string, unknown> {
  const json = toJsonSchema(schema, {
    errorMode: 'ignore',
    target: 'openapi-3.0',
    overrideSchema: withoutEmptyRequired,
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

/** 3.0 wants `required` to name at least one property; an object of optional ones has none. */
function withoutEmptyRequired({ jsonSchema }: { jsonSchema: JsonSchema }) {
  if (!Array.isArray(jsonSchema.required) || jsonSchema.required.length > 0) return undefined;
  const rest = { ...jsonSchema };
  delete rest.required;
  return rest;
}

/**
 * One schema, two uses: the valibot schema validates (the same one the site's forms use), and
 * its JSON Schema rendering only documents the route in OpenAPI. Rules that JSON Schema cannot
 * express (Luhn check, transforms) are therefore never lost.
 */
export function valibotSchema(schema: AnySchema): Record<string, unknown> {
  const json = openApiSchema(schema);
  valibotByJsonSchema.set(json, schema);
  return json;
}

export function valibotFor(jsonSchema: object): AnySchema | undefined {
  return valibotByJsonSchema.get(jsonSchema);
}

export class PayloadValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: v.BaseIssue<unknown>[]) {
    super('The payload is not valid');
    this.name = 'PayloadValidationError';
  }
}

/** A body that is JSON but no object (`[]`, `"x"`, `42`) where the route takes an object. */
export class BodyNotObjectError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('The body must be a JSON object');
    this.name = 'BodyNotObjectError';
  }
}

// Object schemas, and a variant, which picks one of several objects by a key.
const OBJECT_SCHEMAS = new Set([
  'object',
  'loose_object',
  'strict_object',
  'object_with_rest',
  'variant',
]);

/**
 * Whether a route that validates with `schema` was sent a body of the wrong shape altogether:
 * JSON `null`, a list or a bare value where an object belongs. (No body at all is no JSON.)
 */
export const isNonObjectBodyFor = (schema: AnySchema, data: unknown): boolean =>
  OBJECT_SCHEMAS.has(schema.type) &&
  data !== undefined &&
  (data === null || typeof data !== 'object' || Array.isArray(data));
