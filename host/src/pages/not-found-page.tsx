import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import { useLocalizedPath, useNoIndex } from '@shop/shared-ui';
import { useShellTitle } from './use-shell-title';

export function NotFoundPage() {
  const { t } = useTranslation('host');
  const to = useLocalizedPath();
  useShellTitle(t('notFound.title'));
  useNoIndex();
  return (
    <section className="shop-host-status-page" aria-labelledby="not-found-title">
      <p className="shop-host-status-page__code">404</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={to('/')}>{t('notFound.home')}</Link>
    </section>
  );
}
