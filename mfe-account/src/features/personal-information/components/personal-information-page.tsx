import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useAuth } from '@shop/shared-auth';
import {
  ErrorFallback,
  Skeleton,
  useApiResource,
  useToast,
  useDocumentTitle,
} from '@shop/shared-ui';
import { getPersonalInformation, type PersonalInformation } from '../api/personal-information-api';
import { PersonalInformationForm } from './personal-information-form';
import '../../../i18n/personal-information-messages';
import '../personal-information.css';

/**
 * Personal information: the customer's own fullname, birthdate and preferred language; a
 * business customer also sees their company's name (changed on the organisation screen).
 */
export function PersonalInformationPage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useAuth();
  const uuid = user?.uuid ?? null;
  const resource = useApiResource(
    (signal) =>
      uuid ? getPersonalInformation(uuid, signal) : Promise.reject(new Error('No user')),
    [uuid],
  );
  const [saved, setSaved] = useState<PersonalInformation | null>(null);
  const toast = useToast();
  const title = t('nav.personalInformation');
  useDocumentTitle(title);

  const customer = saved ?? resource.data;
  let content;
  if (resource.loading && !customer) content = <Skeleton lines={3} />;
  else if (!customer) content = <ErrorFallback onRetry={resource.reload} />;
  else
    content = (
      <>
        <dl className="account-settings-facts">
          <div>
            <dt>{t('personalInformation.email')}</dt>
            <dd>{customer.email}</dd>
          </div>
          {customer.companyName && (
            <div>
              <dt>{t('personalInformation.companyName')}</dt>
              <dd>
                {customer.companyName}{' '}
                <span className="shop-ui-field__hint">{t('personalInformation.companyHint')}</span>
              </dd>
            </div>
          )}
        </dl>
        <PersonalInformationForm
          customer={customer}
          onSaved={(next) => {
            setSaved(next);
            toast.show(t('personalInformation.saved'));
          }}
        />
      </>
    );

  return (
    <section aria-labelledby="account-section-title" className="account-settings">
      <h1 id="account-section-title">{title}</h1>
      <div role="status" className="account-success">
        {toast.message && <p>{toast.message}</p>}
      </div>
      {content}
    </section>
  );
}
