import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductProperty, ProductVariation } from '../api/product-api';
import { choosableProperties, optionsFor, type VariationChoice } from './narrowing';

/**
 * One select per property that has a choice; each narrows the others. Values no orderable
 * variation allows with the rest of the choice stay visible but disabled, marked out of stock.
 */
export function VariationPicker({
  properties,
  variations,
  choice,
  onChoose,
}: {
  properties: ProductProperty[];
  variations: ProductVariation[];
  choice: VariationChoice;
  onChoose: (choice: VariationChoice) => void;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  const asked = choosableProperties(properties, variations);
  const options = optionsFor(asked, variations, choice);
  return (
    <fieldset className="product-variation-picker">
      <legend>{t('product.variation')}</legend>
      {asked.map((property) => (
        <div className="product-variation-picker__field" key={property.id}>
          <label htmlFor={`${id}-${property.id}`}>{property.description}</label>
          <select
            id={`${id}-${property.id}`}
            value={choice[property.id] ?? ''}
            onChange={(event) => {
              const next = { ...choice };
              if (event.target.value) next[property.id] = event.target.value;
              else delete next[property.id];
              onChoose(next);
            }}
          >
            <option value="">{t('product.choose')}</option>
            {options[property.id]!.map((option) => (
              <option key={option.code} value={option.code} disabled={!option.available}>
                {option.label}
                {option.available ? '' : ` (${t('product.outOfStock')})`}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
