import { useEffect } from 'react';
import { useTranslation } from '@shop/shared-ui';

export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('host');
  useEffect(() => {
    document.title = `${title} | ${t('brand')}`;
  }, [title, t]);
}
