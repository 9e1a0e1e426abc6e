import { PlaceholderNotice, useTranslation } from '@shop/shared-ui';

export function SalesPointsPage() {
  const { t } = useTranslation('giftcard');
  return (
    <section aria-labelledby="giftcard-sales-points-title">
      <h1 id="giftcard-sales-points-title">{t('salesPoints.title')}</h1>
      <PlaceholderNotice>{t('salesPoints.placeholder')}</PlaceholderNotice>
    </section>
  );
}
