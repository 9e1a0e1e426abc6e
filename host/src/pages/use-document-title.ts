import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('host');
  useEffect(() => {
    document.title = `${title} | ${t('brand')}`;
  }, [title, t]);
}
