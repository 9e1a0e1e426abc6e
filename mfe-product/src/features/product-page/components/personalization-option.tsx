import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { Price } from '@shop/shared-ui';
import type { Personalization } from '../api/product-api';
import { OptionCheck } from './option-check';

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
  return (
    <div className="product-option">
      <OptionCheck
        checked={required || chosen}
        disabled={required}
        conflicting={conflicting && !required}
        describedBy={required ? `${id}-required` : undefined}
        onChange={onChange}
      >
        {t('personalization.add')} <Price price={price} />
      </OptionCheck>
      {required && (
        <p id={`${id}-required`} className="product-hint">
          {t('personalization.required')}
        </p>
      )}
    </div>
  );
}
