import { useTranslation } from 'react-i18next';
import { PageMeta, type PageMetaProps } from '@shop/shared-ui';

/**
 * The head of the shell's own pages, rendered with the page (on the server too): titled
 * "<page> | <brand>"; none of them is worth a search result, so they carry `noindex`.
 */
export function ShellPageMeta({ title, ...meta }: Omit<PageMetaProps, 'noIndex' | 'type'>) {
  const { t } = useTranslation('host');
  return <PageMeta title={`${title} | ${t('brand')}`} noIndex {...meta} />;
}
