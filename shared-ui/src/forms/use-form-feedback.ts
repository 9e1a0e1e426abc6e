import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@shop/shared-http';
import type { Violation } from '@shop/contracts/schemas';
import { apiErrorMessage } from './api-error-message';

/** Per field: the inline message, or null for a field that is only marked ('Required'). */
export type FieldErrors<F extends string> = Partial<Record<F, string | null>>;

/**
 * The state every form shares: field errors, the form's message, 'submitting'. After a
 * failed submit the first invalid field gets the focus, so keyboard and screen-reader users
 * land where the problem is.
 */
export function useFormFeedback<F extends string>(fields: readonly F[]) {
  const { t } = useTranslation('common');
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (failures === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [failures]);

  const isField = useCallback((path: string): path is F => fields.includes(path as F), [fields]);

  /** Local validation failed (the shared valibot schema, plus 'same as' checks). */
  const showViolations = (violations: Violation[]) => {
    const errors: FieldErrors<F> = {};
    for (const violation of violations) {
      if (!isField(violation.path) || violation.path in errors) continue;
      // 'Required' is not shown inline (spec section 5): the field is marked, the form says why.
      errors[violation.path] =
        violation.key === 'validation.required'
          ? null
          : t(`common:${violation.key}`, violation.values);
    }
    setFieldErrors(errors);
    setFormError(t('common:errors.form'));
    setFailures((count) => count + 1);
  };

  /** The API refused: its localized message for the form, its violations on the fields. */
  const showApiError = (error: unknown) => {
    const errors: FieldErrors<F> = {};
    if (error instanceof ApiError) {
      for (const violation of error.violations) {
        if (!isField(violation.propertyPath) || violation.propertyPath in errors) continue;
        errors[violation.propertyPath] =
          violation.code === 'validation.required' ? null : violation.message;
      }
    }
    setFieldErrors(errors);
    setFormError(apiErrorMessage(error, t));
    setFailures((count) => count + 1);
  };

  const clear = () => {
    setFieldErrors({});
    setFormError(null);
  };

  return {
    formRef,
    fieldErrors,
    formError,
    submitting,
    setSubmitting,
    showViolations,
    showApiError,
    clear,
  };
}
