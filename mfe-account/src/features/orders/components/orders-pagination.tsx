import { useTranslation } from 'react-i18next';

/** Previous and next, with where the user is; hidden when everything fits on one page. */
export function OrdersPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('account');
  if (pages <= 1) return null;
  return (
    <nav className="account-orders-pages" aria-label={t('orders.pages.label')}>
      <button
        type="button"
        className="shop-ui-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('orders.pages.previous')}
      </button>
      <span aria-current="page">{t('orders.pages.current', { page, pages })}</span>
      <button
        type="button"
        className="shop-ui-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('orders.pages.next')}
      </button>
    </nav>
  );
}
