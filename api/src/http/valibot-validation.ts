import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';

type AnySchema = v.GenericSchema;
const valibotByJsonSchema = new WeakMap<object, AnySchema>();

/**
 * One schema, two uses: the valibot schema validates (the same one the site's forms use), and
 * its JSON Schema rendering documents the route in OpenAPI.
 */
export function valibotSchema(schema: AnySchema): Record<string, unknown> {
  const json = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
  delete json.$schema;
  valibotByJsonSchema.set(json, schema);
  return json;
}

export class PayloadValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: v.BaseIssue<unknown>[]) {
    super('The payload is not valid');
    this.name = 'PayloadValidationError';
  }
}

export function registerValibotValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const valibot = valibotByJsonSchema.get(schema);
    if (!valibot) throw new Error('Route schema was not made with valibotSchema()');
    return (data: unknown) => {
      const result = v.safeParse(valibot, data ?? {});
      return result.success ? { value: result.output } : { error: new PayloadValidationError(result.issues) };
    };
  });
}
