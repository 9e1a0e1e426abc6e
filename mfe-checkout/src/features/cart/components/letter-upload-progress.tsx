import { useTranslation } from 'react-i18next';
import type { LetterProgress } from '../../../cart/cart-store';

/** Whole percent sent, rounded down so 100% means all of it; null while the size is unknown. */
export function percentSent(progress?: LetterProgress): number | null {
  if (!progress || progress.total <= 0) return null;
  return Math.min(100, Math.floor((progress.loaded / progress.total) * 100));
}

/**
 * The letter's upload: a bar, indeterminate until the browser reports a size, then with the
 * percentage beside it. Inside AddToCart's live region a changing text would be read out at
 * every step, so assistive technology gets the percentage as the bar's value and a sentence
 * that does not change (announced once); the visible text is hidden from it.
 */
export function LetterUploadProgress({ progress }: { progress?: LetterProgress }) {
  const { t } = useTranslation('checkout');
  const percent = percentSent(progress);
  const label = t('addToCart.uploadingLetter');
  return (
    <p className="checkout-progress">
      <progress aria-label={label} value={percent ?? undefined} max={100} />{' '}
      <span aria-hidden="true">
        {percent === null ? label : t('addToCart.uploadingLetterPercent', { percent })}
      </span>
      <span className="shop-ui-visually-hidden">{label}</span>
    </p>
  );
}
