import { useId, type InputHTMLAttributes } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  name: string;
  label: string;
  hint?: string;
  /** undefined: valid; null: invalid without an inline text; a string: the inline text. */
  error?: string | null;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function FormField({ name, label, hint, error, ...input }: FormFieldProps) {
  const id = useId();
  const invalid = error !== undefined;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="shop-auth-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="shop-auth-hint">
          {hint}
        </span>
      )}
      <input
        id={id}
        name={name}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error && (
        <span id={`${id}-error`} className="shop-auth-field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** The form's own message: announced at once, and focusable so a failed submit can land on it. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" tabIndex={-1} className="shop-auth-form-error">
      {message}
    </p>
  );
}
