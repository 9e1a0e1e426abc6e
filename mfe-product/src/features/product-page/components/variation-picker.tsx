import { useTranslation } from 'react-i18next';
import { useId, useLayoutEffect, useRef } from 'react';
import type { ProductProperty, ProductVariation } from '../api/product-api';
import {
  choosableProperties,
  optionsFor,
  type VariationChoice,
} from '../utils/variation-narrowing';

/**
 * One select per property that has a choice; each narrows the others. Values no orderable
 * variation allows with the rest of the choice stay visible but disabled, marked out of stock.
 * Used for the product and for each upsell item.
 */
export function VariationPicker({
  properties,
  variations,
  choice,
  onChoose,
  legend,
}: {
  properties: ProductProperty[];
  variations: ProductVariation[];
  choice: VariationChoice;
  onChoose: (choice: VariationChoice) => void;
  legend?: string;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  // The choice as last asked for: a shopper (or a slow phone) may pick a second value before the
  // first has come back through the address; the second pick must keep the first.
  const latestChoice = useRef(choice);
  useLayoutEffect(() => {
    latestChoice.current = choice;
  }, [choice]);
  const asked = choosableProperties(properties, variations);
  if (asked.length === 0) return null;
  const options = optionsFor(asked, variations, choice);
  return (
    <fieldset className="product-variation-picker">
      <legend>{legend ?? t('product.variation')}</legend>
      {asked.map((property) => (
        <div className="product-field" key={property.id}>
          <label htmlFor={`${id}-${property.id}`}>{property.description}</label>
          <select
            id={`${id}-${property.id}`}
            value={choice[property.id] ?? ''}
            onChange={(event) => {
              const next = { ...latestChoice.current };
              if (event.target.value) next[property.id] = event.target.value;
              else delete next[property.id];
              latestChoice.current = next;
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
