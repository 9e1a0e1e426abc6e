import fp from 'fastify-plugin';
import * as v from 'valibot';
import {
  BodyNotObjectError,
  isNonObjectBodyFor,
  PayloadValidationError,
  valibotFor,
} from '../../../http/valibot-schema';

/** Route schemas are rendered from valibot for the docs; valibot itself does the checking. */
export default fp(
  async (app) => {
    app.setValidatorCompiler(({ schema, httpPart }) => {
      const valibot = valibotFor(schema);
      if (!valibot) throw new Error('Route schema was not made with valibotSchema()');
      return (data: unknown) => {
        // One clear answer for a list or a bare value, not a "required" for every field.
        if (httpPart === 'body' && isNonObjectBodyFor(valibot, data)) {
          return { error: new BodyNotObjectError() };
        }
        const result = v.safeParse(valibot, data ?? {});
        return result.success
          ? { value: result.output }
          : { error: new PayloadValidationError(result.issues) };
      };
    });
  },
  { name: 'validation' },
);
