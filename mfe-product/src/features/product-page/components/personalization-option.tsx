import { useId } from 'react';
import { Price, useTranslation } from '@shop/shared-ui';
import type { Personalization } from '../api/product-api';
import { ConflictNote } from './conflict-note';

/**
 * Personalization with its price (spec §4): hidden when the product does not offer it, forced
 * on (checked and disabled) when it is required.
 */
export function PersonalizationOption({
  personalization,
  chosen,
  onChange,
  conflicting,
}: {
  personalization: Personalization | null;
  chosen: boolean;
  onChange: (chosen: boolean) => void;
  conflicting: boolean;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  if (!personalization?.available) return null;
  const { required, price } = personalization;
  const describedBy = [required && `${id}-required`, conflicting && !required && `${id}-conflict`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="product-option">
      <label className="product-check">
        <input
          type="checkbox"
          checked={required || chosen}
          disabled={required || conflicting}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('personalization.add')} <Price price={price} />
      </label>
      {required && (
        <p id={`${id}-required`} className="product-hint">
          {t('personalization.required')}
        </p>
      )}
      {conflicting && !required && <ConflictNote id={`${id}-conflict`} />}
    </div>
  );
}
