import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import { useLocalizedPath } from '@shop/shared-ui';
import { ShellPageMeta } from './shell-page-meta';

/** Shown when a page check finds a permission missing (spec section 6). */
export function ForbiddenPage() {
  const { t } = useTranslation('host');
  const to = useLocalizedPath();
  return (
    <section className="shop-host-status-page" aria-labelledby="forbidden-title">
      <ShellPageMeta title={t('forbidden.title')} />
      <p className="shop-host-status-page__code">403</p>
      <h1 id="forbidden-title">{t('forbidden.title')}</h1>
      <p>{t('forbidden.body')}</p>
      <Link to={to('/')}>{t('notFound.home')}</Link>
    </section>
  );
}
