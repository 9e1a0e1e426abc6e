import { useTranslation } from 'react-i18next';
import { useEffect, useId, useState } from 'react';
import { useAuth } from '@shop/shared-auth';
import { http } from '@shop/shared-http';
import { formatMoney, useApiResource, useToast } from '@shop/shared-ui';
import { companyRoleCodes } from '@shop/contracts/schemas';
import { apiErrorMessage, FormAlert, SubmitButton } from '@shop/shared-ui/forms';

interface ApprovalRules {
  thresholdCents: number | null;
  roles: string[];
}

const rulesPath = (company: string) =>
  `/relation/companies/${encodeURIComponent(company)}/approval-rules`;

/** Typed euros ('250', '1.250,50') as cents, or null when it is no amount. */
export function eurosToCents(typed: string): number | null {
  const compact = typed.trim().replace(/\s|€/g, '');
  if (!/^\d{1,3}(\.?\d{3})*(,\d{1,2})?$/.test(compact)) return null;
  const [whole, fraction = ''] = compact.replace(/\./g, '').split(',');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The company's approval rules (company.update): an amount, and roles whose orders always wait. */
export function ApprovalRulesForm() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useAuth();
  const id = useId();
  const company = user?.currentCompany ?? '';
  const loaded = useApiResource(
    (signal) => http().request<ApprovalRules>(rulesPath(company), { signal }),
    [company],
  );
  const [useAmount, setUseAmount] = useState(false);
  const [amount, setAmount] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    if (!loaded.data) return;
    setUseAmount(loaded.data.thresholdCents !== null);
    setAmount(
      loaded.data.thresholdCents === null
        ? ''
        : formatMoney(loaded.data.thresholdCents).replace(/^€\s*/, ''),
    );
    setRoles(loaded.data.roles);
  }, [loaded.data]);
  if (!loaded.data) return null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const thresholdCents = useAmount ? eurosToCents(amount) : null;
    if (useAmount && thresholdCents === null) {
      setAmountError(t('approvals.rules.amountInvalid'));
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    setAmountError(null);
    setProblem(null);
    setSubmitting(true);
    try {
      await http().request(rulesPath(company), { method: 'PUT', body: { thresholdCents, roles } });
      toast.show(t('approvals.rules.saved'));
    } catch (error) {
      setProblem(apiErrorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('approvals.rules.title')}</h2>
      <FormAlert message={problem} />
      <p className="account-status" role="status">
        {toast.message}
      </p>
      <label>
        <input
          type="checkbox"
          checked={useAmount}
          onChange={(event) => {
            setUseAmount(event.target.checked);
          }}
        />{' '}
        {t('approvals.rules.useAmount')}
      </label>
      {useAmount && (
        <div className="shop-ui-field">
          <label htmlFor={`${id}-amount`}>{t('approvals.rules.amount')}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${id}-amount-error` : undefined}
            onChange={(event) => {
              setAmount(event.target.value);
            }}
          />
          {amountError && (
            <span id={`${id}-amount-error`} className="shop-ui-field__error">
              {amountError}
            </span>
          )}
        </div>
      )}
      <fieldset className="account-roles">
        <legend>{t('approvals.rules.roles')}</legend>
        {companyRoleCodes.map((role) => (
          <label key={role}>
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(event) => {
                setRoles(
                  event.target.checked ? [...roles, role] : roles.filter((held) => held !== role),
                );
              }}
            />{' '}
            {t(`users.role_${role}`)}
          </label>
        ))}
      </fieldset>
      <SubmitButton submitting={submitting} label={t('approvals.rules.save')} />
    </form>
  );
}
