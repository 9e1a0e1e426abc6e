import { useTranslation } from 'react-i18next';
import type { Company } from '../api/company-api';

export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation('account');
  const rows = [
    [t('company.name'), company.name],
    [t('company.chamberOfCommerceNumber'), company.chamber_of_commerce_number],
    [t('company.vatNumber'), company.vat_number],
  ] as const;
  return (
    <dl className="account-company-details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || t('company.notGiven')}</dd>
        </div>
      ))}
    </dl>
  );
}
