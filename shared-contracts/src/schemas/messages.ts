import type { BaseIssue } from 'valibot';

/** A validation message as a translation key in the 'common' namespace plus its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, unknown>;
}

/** What both the forms and the API answer for one invalid field. */
export interface Violation extends FieldMessage {
  /** Dotted path of the field, '' for the whole payload. */
  path: string;
}

const KEY_PREFIX = 'validation.';

/**
 * Turns a valibot issue into a translatable message. Schemas name their own key
 * (`v.check(fn, 'validation.invalidCardNumber')`); otherwise the issue type decides.
 */
export function issueToMessage(issue: BaseIssue<unknown>): FieldMessage {
  if (issue.message.startsWith(KEY_PREFIX)) {
    const values =
      issue.type === 'min_length' || issue.type === 'max_length'
        ? { length: issue.requirement }
        : issue.type === 'min_value' || issue.type === 'max_value'
          ? { value: issue.requirement }
          : undefined;
    return values ? { key: issue.message, values } : { key: issue.message };
  }
  switch (issue.type) {
    case 'min_length':
      return { key: 'validation.minLength', values: { length: issue.requirement } };
    case 'max_length':
      return { key: 'validation.maxLength', values: { length: issue.requirement } };
    case 'min_value':
      return { key: 'validation.minValue', values: { value: issue.requirement } };
    case 'max_value':
      return { key: 'validation.maxValue', values: { value: issue.requirement } };
    case 'email':
      return { key: 'validation.email' };
    case 'integer':
      return { key: 'validation.integer' };
    case 'never':
      return { key: 'validation.unknownField' };
    case 'strict_object':
      // A strict object reports both a key it does not know and a key that is missing.
      return issue.expected === 'never'
        ? { key: 'validation.unknownField' }
        : { key: 'validation.required' };
    default:
      // A missing value reaches us as a type issue on undefined.
      return issue.input === undefined || issue.input === ''
        ? { key: 'validation.required' }
        : { key: 'validation.invalidValue' };
  }
}

export function issuePath(issue: BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String((item as { key: unknown }).key)).join('.');
}

/** One message per field: the first rule it breaks (valibot reports every broken rule). */
export function issuesToViolations(issues: readonly BaseIssue<unknown>[]): Violation[] {
  const byPath = new Map<string, Violation>();
  for (const issue of issues) {
    const path = issuePath(issue);
    if (!byPath.has(path)) byPath.set(path, { path, ...issueToMessage(issue) });
  }
  return [...byPath.values()];
}
