import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type RefObject } from 'react';
import {
  wishCardCharacterCount,
  wishCardLimitsFor,
  wishCardLineCount,
  wishCardTextMessage,
} from '@shop/contracts/schemas';
import type { WishCard } from '../api/options-api';
import { useCardTextLayout, type ReadTextLayout } from '../hooks/use-card-text-layout';
import { renderedLineCount } from '../utils/card-text-lines';

/**
 * The card's text, typed on a textarea that looks like the inside of the card. Lines are
 * counted as they show (wrapping included) against the card's limits (spec §5); a text that
 * does not fit reports itself so the page keeps add-to-cart disabled.
 */
export function WishCardText({
  card,
  text,
  onChange,
  onFitsChange,
  readLayout,
  textareaRef,
}: {
  card: WishCard;
  text: string;
  onChange: (text: string) => void;
  onFitsChange: (fits: boolean) => void;
  readLayout?: ReadTextLayout;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation(['product', 'common']);
  const id = useId();
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const textarea = textareaRef ?? ownRef;
  const layout = useCardTextLayout(textarea, card.id, readLayout);
  const { maxLength, maxLines } = wishCardLimitsFor(card.size);
  const lines = layout
    ? renderedLineCount(text, layout.width, layout.measure)
    : wishCardLineCount(text);
  const message = wishCardTextMessage(text, card.size, lines);
  const fits = message === null;
  const reportFits = useRef(onFitsChange);
  reportFits.current = onFitsChange;
  useEffect(() => reportFits.current(fits), [fits]);

  return (
    <div className="product-field">
      <label htmlFor={`${id}-text`}>{t('card.textLabel')}</label>
      <div
        className={`product-wish-card product-wish-card--${card.size}${card.isHandwritten ? ' product-wish-card--handwritten' : ''}`}
        style={{ backgroundImage: `url(${card.bgImage})` }}
      >
        <textarea
          id={`${id}-text`}
          ref={textarea}
          className="product-wish-card__text"
          rows={maxLines}
          value={text}
          aria-invalid={!fits}
          aria-describedby={`${id}-count${fits ? '' : ` ${id}-message`}`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={`${id}-count`} className="product-hint">
        {t('card.count', {
          characters: wishCardCharacterCount(text),
          maxLength,
          lines,
          maxLines,
        })}
      </p>
      <div aria-live="polite">
        {message && (
          <p id={`${id}-message`} className="product-error">
            {t(`common:${message.key}`, message.values)}
          </p>
        )}
      </div>
    </div>
  );
}
