import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { Price } from '@shop/shared-ui';
import type { Upsell } from '../api/product-api';
import { upsellVariation, type UpsellChoice } from '../utils/product-choices';
import { upsellText } from '../utils/upsell-text';
import { OptionCheck } from './option-check';
import { VariationPicker } from './variation-picker';
import { ProductPicture } from '../../../components/product-picture';

/** One extra item: a checkbox, then its own variation choice and text when it has them. */
export function UpsellItem({
  upsell,
  choice,
  onChange,
  conflicting,
}: {
  upsell: Upsell;
  choice: UpsellChoice;
  onChange: (change: Partial<UpsellChoice>) => void;
  conflicting: boolean;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  const variation = upsellVariation(upsell, choice);
  const cheapest = upsell.variations
    .filter((candidate) => candidate.orderable)
    .sort((a, b) => a.price.incl_vat - b.price.incl_vat)[0];
  const price = variation?.price ?? cheapest?.price;
  return (
    <li className="product-upsell">
      <ProductPicture photo={upsell.photo} image={upsell.image} alt="" slot="upsell" size={64} />
      <div className="product-upsell__body">
        <OptionCheck
          checked={choice.chosen}
          disabled={!cheapest}
          conflicting={conflicting}
          onChange={(chosen) => onChange({ chosen })}
        >
          {upsell.name} {price && <Price price={price} from={!variation} />}
        </OptionCheck>
        {choice.chosen && (
          <>
            <VariationPicker
              properties={upsell.properties}
              variations={upsell.variations}
              choice={choice.variation}
              onChoose={(next) => onChange({ variation: next })}
              legend={t('upsells.variationOf', { name: upsell.name })}
            />
            {upsell.text_input && (
              <div className="product-field">
                <label htmlFor={`${id}-text`}>{upsell.text_input.label}</label>
                <input
                  id={`${id}-text`}
                  type="text"
                  value={choice.text}
                  maxLength={upsell.text_input.max_length}
                  aria-describedby={`${id}-text-hint`}
                  onChange={(event) =>
                    onChange({
                      text: upsellText(event.target.value, upsell.text_input!.max_length),
                    })
                  }
                />
                <p id={`${id}-text-hint`} className="product-hint">
                  {t('upsells.textHint', { max: upsell.text_input.max_length })}
                </p>
              </div>
            )}
          </>
        )}
      </div>
    </li>
  );
}
