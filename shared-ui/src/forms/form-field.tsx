import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../components/page-data';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  name: string;
  label: string;
  hint?: string;
  /** undefined: valid; null: invalid without an inline text; a string: the inline text. */
  error?: string | null;
}

interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: string | null;
  /** The control, given the id and ARIA attributes that tie it to its label, hint and error. */
  control: (attributes: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** Label, hint, control and error, announced together (aria-describedby). */
function FieldFrame({ label, hint, error, control }: FieldFrameProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="shop-ui-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="shop-ui-field__hint">
          {hint}
        </span>
      )}
      {control({
        id,
        'aria-invalid': error !== undefined ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <span id={`${id}-error`} className="shop-ui-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled input whose hint and error are announced with it. */
export function FormField({ name, label, hint, error, ...input }: FormFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(attributes) => <input name={name} {...attributes} {...input} />}
    />
  );
}

/** The form's own message: announced at once, and focusable so a failed submit can land on it. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" tabIndex={-1} className="shop-ui-form-error">
      {message}
    </p>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  name: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}

/** A labelled select, announced like `FormField`. */
export function SelectField({ name, label, hint, error, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(attributes) => (
        <select name={name} {...attributes} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/**
 * The form's submit button; while sending it says so and cannot be pressed twice. On a page the
 * server rendered it waits for the script (hydration): sent before, the form would go to the
 * server as a plain form, which no page answers.
 */
export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  return (
    <button type="submit" className="shop-ui-button" disabled={submitting || !hydrated}>
      {submitting ? t('states.submitting') : label}
    </button>
  );
}
