import { useTranslation } from '@shop/shared-ui';
import { FormField } from './form-field';

/** A new password with its repeat, as registration and password reset both ask for it. */
export function NewPasswordFields({
  name,
  label,
  repeatLabel,
  errors,
}: {
  name: 'password' | 'newPassword';
  label: string;
  repeatLabel: string;
  errors: Partial<Record<string, string | null>>;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField
        name={name}
        type="password"
        label={label}
        hint={t('register.passwordHint')}
        autoComplete="new-password"
        error={errors[name]}
      />
      <FormField
        name="repeatPassword"
        type="password"
        label={repeatLabel}
        autoComplete="new-password"
        error={errors.repeatPassword}
      />
    </>
  );
}

/** The form's submit button; while sending it says so and cannot be pressed twice. */
export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  const { t } = useTranslation('common');
  return (
    <button type="submit" className="shop-ui-button" disabled={submitting}>
      {submitting ? t('states.submitting') : label}
    </button>
  );
}
