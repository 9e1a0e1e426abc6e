import { useEffect } from 'react';
import { PlaceholderNotice, useTranslation } from '@shop/shared-ui';

/** A login-required account screen whose content arrives with the account issue. */
export function SectionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('account');
  const title = t(titleKey);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section aria-labelledby="account-section-title">
      <h1 id="account-section-title">{title}</h1>
      <PlaceholderNotice>{t('placeholder')}</PlaceholderNotice>
    </section>
  );
}
