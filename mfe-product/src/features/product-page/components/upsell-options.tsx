import { useTranslation } from 'react-i18next';
import type { Upsell } from '../api/product-api';
import { upsellChoiceOf, type ProductChoices, type UpsellChoice } from '../utils/product-choices';
import { UpsellItem } from './upsell-item';

/** The extra items offered with the product, each with its own choice. */
export function UpsellOptions({
  upsells,
  choices,
  onChange,
  conflicts,
}: {
  upsells: Upsell[];
  choices: ProductChoices;
  onChange: (id: number, change: Partial<UpsellChoice>) => void;
  conflicts: ReadonlySet<number>;
}) {
  const { t } = useTranslation('product');
  if (upsells.length === 0) return null;
  return (
    <fieldset className="product-option">
      <legend>{t('upsells.legend')}</legend>
      <ul className="product-upsells">
        {upsells.map((upsell) => (
          <UpsellItem
            key={upsell.id}
            upsell={upsell}
            choice={upsellChoiceOf(choices, upsell.id)}
            onChange={(change) => onChange(upsell.id, change)}
            conflicting={conflicts.has(upsell.product_group_id)}
          />
        ))}
      </ul>
    </fieldset>
  );
}
