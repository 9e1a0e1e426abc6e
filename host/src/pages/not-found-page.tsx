import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import { useLocalizedPath } from '@shop/shared-ui';
import { ShellPageMeta } from './shell-page-meta';

/** An address the site does not know (the server answers it with 404). */
export function NotFoundPage() {
  const { t } = useTranslation('host');
  const to = useLocalizedPath();
  return (
    <section className="shop-host-status-page" aria-labelledby="not-found-title">
      {/* No path: nothing names this address as a page worth indexing. */}
      <ShellPageMeta title={t('notFound.title')} />
      <p className="shop-host-status-page__code">404</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={to('/')}>{t('notFound.home')}</Link>
    </section>
  );
}
