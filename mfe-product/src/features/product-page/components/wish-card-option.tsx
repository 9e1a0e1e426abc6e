import { useTranslation } from 'react-i18next';
import { useId, type RefObject } from 'react';
import { Price } from '@shop/shared-ui';
import type { WishCard } from '../api/options-api';
import type { ReadTextLayout } from '../hooks/use-card-text-layout';
import type { ProductChoices } from '../utils/product-choices';
import { OptionCheck } from './option-check';
import { WishCardText } from './wish-card-text';

type CardChoice = ProductChoices['card'];

/** 'Add a card', then one of the cards that go with the product and its text. */
export function WishCardOption({
  cards,
  choice,
  onChange,
  conflicting,
  textareaRef,
  readLayout,
}: {
  cards: WishCard[];
  choice: CardChoice;
  onChange: (change: Partial<CardChoice>) => void;
  conflicting: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  readLayout?: ReadTextLayout;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  const chosen = cards.find((card) => card.id === choice.cardId) ?? null;
  return (
    <fieldset className="product-option">
      <legend>{t('card.legend')}</legend>
      <OptionCheck
        checked={choice.chosen}
        conflicting={conflicting}
        onChange={(chosen) => onChange({ chosen, cardId: choice.cardId ?? cards[0]?.id ?? null })}
      >
        {t('card.add')}
      </OptionCheck>
      {choice.chosen && (
        <>
          <fieldset className="product-card-choices">
            <legend className="shop-ui-visually-hidden">{t('card.choose')}</legend>
            {cards.map((card) => (
              <label key={card.id} className="product-card-choice">
                <input
                  type="radio"
                  name={`${id}-card`}
                  value={card.id}
                  checked={card.id === choice.cardId}
                  onChange={() => onChange({ cardId: card.id })}
                />
                <img src={card.thumbnail} alt="" width={72} height={50} loading="lazy" />
                <span className="product-card-choice__name">{card.name}</span>
                <Price price={card.price} />
                {card.isHandwritten && (
                  <span className="product-badge">{t('card.handwritten')}</span>
                )}
              </label>
            ))}
          </fieldset>
          {chosen && (
            <WishCardText
              card={chosen}
              text={choice.text}
              onChange={(text) => onChange({ text })}
              onFitsChange={(fits) => onChange({ fits })}
              textareaRef={textareaRef}
              readLayout={readLayout}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
