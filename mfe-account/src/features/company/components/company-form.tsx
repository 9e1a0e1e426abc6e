import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  companyUpdateSchema,
  issuesToViolations,
  type CompanyUpdateInput,
  type Violation,
} from '@shop/contracts/schemas';
import type { Company } from '../api/company-api';

type Field = keyof CompanyUpdateInput;
const fields: Field[] = ['name', 'chamber_of_commerce_number', 'vat_number'];
const labelKeys: Record<Field, string> = {
  name: 'company.name',
  chamber_of_commerce_number: 'company.chamberOfCommerceNumber',
  vat_number: 'company.vatNumber',
};

/** The company form; the same valibot schema checks it here and the payload in the API. */
export function CompanyForm({
  company,
  disabled,
  onSave,
  onCancel,
}: {
  company: Company;
  /** Someone else holds the lock (ours expired): saving would be refused. */
  disabled: boolean;
  onSave: (input: CompanyUpdateInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const id = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    name: company.name,
    chamber_of_commerce_number: company.chamber_of_commerce_number ?? '',
    vat_number: company.vat_number ?? '',
  });
  const [violations, setViolations] = useState<Violation[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => firstField.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(companyUpdateSchema, values);
    if (!parsed.success) {
      setViolations(issuesToViolations(parsed.issues));
      return;
    }
    setViolations([]);
    setSaving(true);
    try {
      await onSave(parsed.output);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="account-company-form"
      noValidate
      aria-busy={saving}
      onSubmit={(event) => void submit(event)}
    >
      {violations.length > 0 && (
        <p role="alert" className="account-error">
          {t('common:errors.form')}
        </p>
      )}
      {fields.map((name, index) => {
        const violation = violations.find((item) => item.path === name);
        // 'Required' is not repeated inline (spec section 5): the field is marked instead.
        const inline =
          violation && violation.key !== 'validation.required'
            ? t(`common:${violation.key}`, violation.values)
            : null;
        return (
          <div className="account-field" key={name}>
            <label htmlFor={`${id}-${name}`}>{t(labelKeys[name])}</label>
            <input
              id={`${id}-${name}`}
              name={name}
              ref={index === 0 ? firstField : undefined}
              value={values[name]}
              required={name === 'name'}
              autoComplete={name === 'name' ? 'organization' : 'off'}
              aria-invalid={violation ? true : undefined}
              aria-describedby={inline ? `${id}-${name}-error` : undefined}
              onChange={(event) =>
                setValues((current) => ({ ...current, [name]: event.target.value }))
              }
            />
            {inline && (
              <span id={`${id}-${name}-error`} className="account-error">
                {inline}
              </span>
            )}
          </div>
        );
      })}
      <div className="account-actions">
        <button type="submit" className="shop-ui-button" disabled={saving || disabled}>
          {saving ? t('common:states.submitting') : t('company.save')}
        </button>
        <button type="button" className="shop-ui-button" onClick={onCancel} disabled={saving}>
          {t('company.cancel')}
        </button>
      </div>
    </form>
  );
}
