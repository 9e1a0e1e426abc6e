import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';

export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation('product');
  if (pages <= 1) return null;
  return (
    <nav className="product-pagination" aria-label={t('catalogue.pagination')}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          {t('catalogue.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('catalogue.page', { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next">
          {t('catalogue.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
