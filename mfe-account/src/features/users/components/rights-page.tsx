import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link } from '@shop/shared-ui/router';
import { useAuth } from '@shop/shared-auth';
import {
  ErrorFallback,
  Skeleton,
  useApiResource,
  useToast,
  useDocumentTitle,
} from '@shop/shared-ui';
import { apiErrorMessage, FormAlert } from '@shop/shared-ui/forms';
import { usersApi, type CompanyRole, type CompanyRoles } from '../api/users-api';

/** 'Customise business rights': which permissions each company role holds (users.manage). */
export function RightsPage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useAuth();
  const companyUuid = user?.currentCompany ?? '';
  const loaded = useApiResource((signal) => usersApi.roles(companyUuid, signal), [companyUuid]);
  const [table, setTable] = useState<CompanyRoles | null>(null);
  const [saving, setSaving] = useState<CompanyRole | null>(null);
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setTable(loaded.data ?? null), [loaded.data]);
  useDocumentTitle(t('rights.title'));

  if (loaded.error)
    return <ErrorFallback message={apiErrorMessage(loaded.error, t)} onRetry={loaded.reload} />;
  if (!table) return <Skeleton lines={6} />;

  const toggle = (role: CompanyRole, permission: string, on: boolean) =>
    setTable({
      ...table,
      roles: table.roles.map((entry) =>
        entry.code === role
          ? {
              ...entry,
              permissions: on
                ? [...entry.permissions, permission]
                : entry.permissions.filter((held) => held !== permission),
            }
          : entry,
      ),
    });
  const save = async (role: CompanyRole) => {
    setSaving(role);
    setProblem(null);
    try {
      const entry = table.roles.find((candidate) => candidate.code === role)!;
      setTable(await usersApi.setRolePermissions(companyUuid, role, entry.permissions));
      toast.show(t('rights.adjusted'));
    } catch (error) {
      setProblem(apiErrorMessage(error, t));
    } finally {
      setSaving(null);
    }
  };

  return (
    <section aria-labelledby="rights-title" className="account-rights">
      <h1 id="rights-title">{t('rights.title')}</h1>
      <p>{t('rights.intro')}</p>
      <p className="account-status" role="status">
        {toast.message}
      </p>
      <FormAlert message={problem} />
      {table.roles.map((role) => (
        <form
          key={role.code}
          className="account-rights__role"
          onSubmit={(event) => {
            event.preventDefault();
            void save(role.code);
          }}
        >
          <fieldset>
            <legend>{t(`users.role_${role.code}`)}</legend>
            {table.permissions.map((permission) => (
              <label key={permission}>
                <input
                  type="checkbox"
                  name={`${role.code}.${permission}`}
                  checked={role.permissions.includes(permission)}
                  onChange={(event) => toggle(role.code, permission, event.target.checked)}
                />{' '}
                {t(`rights.permission_${permission.replace('.', '_')}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="shop-ui-button" disabled={saving !== null}>
            {saving === role.code
              ? t('common:states.submitting')
              : t('rights.save', { role: t(`users.role_${role.code}`) })}
          </button>
        </form>
      ))}
      <Link to=".." relative="path">
        {t('rights.back')}
      </Link>
    </section>
  );
}
