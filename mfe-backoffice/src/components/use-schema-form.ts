import type { FormEvent } from 'react';
import * as v from 'valibot';
import { useFormFeedback } from '@shop/shared-ui/forms';
import { issuesToViolations } from '@shop/contracts/schemas';

/**
 * A form checked with the schema the API checks it with: its fields read on submit, the
 * violations shown on them, else `send` with the parsed input, the API's refusal shown as the
 * form's message. `send` resolves once the form is done (the form resets itself then).
 */
export function useSchemaForm<S extends v.GenericSchema, F extends string>(
  schema: S,
  fields: readonly F[],
  send: (input: v.InferOutput<S>) => Promise<void>,
) {
  const feedback = useFormFeedback(fields);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = v.safeParse(schema, Object.fromEntries(new FormData(form)));
    if (!parsed.success) return feedback.showViolations(issuesToViolations(parsed.issues));
    feedback.clear();
    feedback.setSubmitting(true);
    try {
      await send(parsed.output);
      form.reset();
    } catch (error) {
      feedback.showApiError(error);
    } finally {
      feedback.setSubmitting(false);
    }
  };
  return { feedback, submit };
}
