import { useTranslation } from 'react-i18next';
import { FormField } from '@shop/shared-ui/forms';

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
