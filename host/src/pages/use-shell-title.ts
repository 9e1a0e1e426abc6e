import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@shop/shared-ui';

/** The shell's own pages are titled "<page> | <brand>". */
export function useShellTitle(title: string): void {
  const { t } = useTranslation('host');
  useDocumentTitle(`${title} | ${t('brand')}`);
}
