import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { Link } from '@shop/shared-ui/router';
import { PageMeta, useLocalizedPath } from '@shop/shared-ui';
import '../i18n/not-found';

/**
 * The page for a product or category that does not exist: a plain answer and a way on, no
 * retry (trying again cannot help), and `noindex` so search engines drop the address.
 */
export function NotFound({ kind }: { kind: 'product' | 'category' }) {
  const { t } = useTranslation('product');
  const to = useLocalizedPath();
  const id = useId();
  const title = t(`notFound.${kind}.title`);
  return (
    <section className="product-not-found" aria-labelledby={`${id}-title`}>
      {/* No path, and noindex in the server's HTML too: search engines drop the address. */}
      <PageMeta title={title} noIndex />
      <p className="product-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id={`${id}-title`}>{title}</h1>
      <p>{t(`notFound.${kind}.body`)}</p>
      <Link to={to('/')}>{t('notFound.showAll')}</Link>
    </section>
  );
}
