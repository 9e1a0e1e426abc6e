import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import { apiIri, http } from '@shop/shared-http';
import { useApiResource } from '@shop/shared-ui';
import type { Address } from '@shop/contracts/api';
import { streetLine } from '@shop/contracts/format';

/**
 * The company's establishment address and its default invoice and delivery addresses, from
 * the company's address book (where they are changed). Shown to users who use that book.
 */
export function CompanyAddresses({ companyUuid }: { companyUuid: string }) {
  const { t } = useTranslation('account');
  const book = useApiResource(
    (signal) => http().request<{ 'hydra:member': Address[] }>('/relation/addresses', { signal }),
    [],
  );
  const own = (book.data?.['hydra:member'] ?? []).filter(
    (address) => address.company === apiIri(`/relation/companies/${companyUuid}`),
  );
  const roles = [
    ['company.establishmentAddress', own.find((a) => a.isCompanyMainAddress)],
    ['company.defaultInvoiceAddress', own.find((a) => a.isDefaultInvoiceAddress)],
    ['company.defaultDeliveryAddress', own.find((a) => a.isDefaultDeliveryAddress)],
  ] as const;
  if (!book.data) return null;
  return (
    <section aria-labelledby="company-addresses-title" className="account-company-addresses">
      <h2 id="company-addresses-title">{t('company.addresses')}</h2>
      <dl className="account-company-details">
        {roles.map(([label, address]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>
              {address ? (
                <address>
                  {streetLine(address)}
                  <br />
                  {address.postcode} {address.city}
                </address>
              ) : (
                t('company.notGiven')
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Link to="../adresboek" relative="path">
        {t('company.manageAddresses')}
      </Link>
    </section>
  );
}
