import { Link } from '@shop/shared-ui/router';
import { PlaceholderNotice, useLocalizedPath, useTranslation } from '@shop/shared-ui';

/** The three checkout steps, starting at step 1; the forms come with the checkout issue. */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      <ol className="checkout-steps" aria-label={t('checkout.steps')}>
        <li aria-current="step">{t('checkout.step1')}</li>
        <li>{t('checkout.step2')}</li>
        <li>{t('checkout.step3')}</li>
      </ol>
      <PlaceholderNotice>{t('checkout.placeholder')}</PlaceholderNotice>
      <Link to={to('/winkelwagen')}>{t('checkout.backToCart')}</Link>
    </section>
  );
}
