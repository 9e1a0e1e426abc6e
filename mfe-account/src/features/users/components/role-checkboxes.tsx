import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { companyRoleCodes } from '@shop/contracts/schemas';
import type { CompanyRole } from '../api/users-api';

/** The four company roles as checkboxes, each with what it may do. */
export function RoleCheckboxes({
  value,
  onChange,
  error,
  legend,
}: {
  value: CompanyRole[];
  onChange: (roles: CompanyRole[]) => void;
  error?: string | null;
  legend: string;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <fieldset
      className="account-roles"
      aria-invalid={error !== undefined ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {companyRoleCodes.map((role) => (
        <label key={role} className="account-roles__role">
          <input
            type="checkbox"
            name="companyRoles"
            value={role}
            checked={value.includes(role)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...value, role] : value.filter((held) => held !== role),
              )
            }
          />{' '}
          <span>
            <strong>{t(`users.role_${role}`)}</strong>{' '}
            <span className="shop-ui-field__hint">{t(`users.roleHint_${role}`)}</span>
          </span>
        </label>
      ))}
      {error && (
        <span id={`${id}-error`} className="shop-ui-field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
