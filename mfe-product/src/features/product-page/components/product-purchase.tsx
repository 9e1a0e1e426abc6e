import { useTranslation } from 'react-i18next';
import { useCallback, useRef } from 'react';
import { RemoteWidget } from '@shop/shared-ui';
import type { ProductDetail, ProductVariation } from '../api/product-api';
import type { WishCard } from '../api/options-api';
import { useDialogsBeforeAdding } from '../hooks/use-dialogs-before-adding';
import { useProductChoices } from '../hooks/use-product-choices';
import {
  addBlockers,
  dialogState,
  orderLine,
  personalizationOn,
  type ProductChoices,
} from '../utils/product-choices';
import type { VariationChoice } from '../utils/variation-narrowing';
import { LetterOption } from './letter-option';
import { PersonalizationOption } from './personalization-option';
import { QuantityPicker } from './quantity-picker';
import { UpsellOptions } from './upsell-options';
import { VariationPicker } from './variation-picker';
import { WishCardOption } from './wish-card-option';
import './product-purchase.css';

/**
 * Everything the shopper chooses before adding: variation, quantity, card, personalization,
 * letter and upsells; then checkout's AddToCart with the whole line and the page's dialogs.
 */
export function ProductPurchase({
  product,
  variation,
  choice,
  onChoose,
  cards,
}: {
  product: ProductDetail;
  variation: ProductVariation | null;
  choice: VariationChoice;
  onChoose: (choice: VariationChoice) => void;
  cards: WishCard[];
}) {
  const { t } = useTranslation('product');
  const options = useProductChoices(product, cards);
  const { choices, conflicting } = options;
  const cardText = useRef<HTMLTextAreaElement>(null);
  const letterFile = useRef<HTMLInputElement>(null);
  const stateOf = useCallback(
    (current: ProductChoices) => dialogState(product, cards, current),
    [product, cards],
  );
  const lineOf = useCallback(
    (current: ProductChoices) => orderLine(product, variation, cards, current),
    [product, variation, cards],
  );
  const { confirm, dialog } = useDialogsBeforeAdding({
    choices,
    stateOf,
    lineOf,
    dropCard: options.dropCard,
    dropLetter: options.dropLetter,
    cardText,
    letterFile,
  });
  const blockers = addBlockers(product, choices);
  const blocked = blockers.quantity || blockers.cardText || blockers.upsells.length > 0;

  return (
    <div className="product-purchase">
      <VariationPicker
        properties={product.properties}
        variations={product.variations}
        choice={choice}
        onChoose={onChoose}
      />
      <QuantityPicker quantity={choices.quantity} onChange={options.setQuantity} />
      {cards.length > 0 && (
        <WishCardOption
          cards={cards}
          choice={choices.card}
          onChange={options.changeCard}
          conflicting={conflicting.card}
          textareaRef={cardText}
        />
      )}
      <PersonalizationOption
        personalization={product.personalization}
        chosen={choices.personalization}
        onChange={options.setPersonalization}
        conflicting={conflicting.personalization}
      />
      <LetterOption
        letter={product.letter}
        choice={choices.letter}
        onChange={options.changeLetter}
        conflicting={conflicting.letter}
        fileInputRef={letterFile}
      />
      <UpsellOptions
        upsells={product.upsells}
        choices={choices}
        onChange={options.changeUpsell}
        conflicts={conflicting.upsells}
      />
      {blocked && (
        <ul className="product-blockers">
          {blockers.cardText && <li>{t('blockers.cardText')}</li>}
          {blockers.upsells.map((name) => (
            <li key={name}>{t('blockers.upsellVariation', { name })}</li>
          ))}
        </ul>
      )}
      <RemoteWidget
        module="checkout/AddToCart"
        props={{
          productName: product.name,
          line: orderLine(product, variation, cards, choices),
          disabled: blocked,
          label: personalizationOn(product, choices) ? t('addToCart.createDesign') : undefined,
          confirm,
          // 'Ontwerp maken' opens checkout's design dialog with the product's rules (ADR 0028).
          design: product.personalization?.definition ?? null,
        }}
        fallback={<p>{t('product.addToCartUnavailable')}</p>}
      />
      {dialog}
    </div>
  );
}
