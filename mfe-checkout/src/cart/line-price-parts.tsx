import { useTranslation } from 'react-i18next';
import { formatMoney, pickPrice, useVatMode } from '@shop/shared-ui';
import type { CartLine, LinePricePart } from './cart-api';

type Translate = ReturnType<typeof useTranslation>['t'];

function partName(part: LinePricePart, t: Translate): string {
  const name =
    part.kind === 'card'
      ? t('cart.parts.card', { name: part.name ?? '' })
      : part.kind === 'personalization'
        ? t('cart.parts.personalization')
        : part.kind === 'letter'
          ? t('cart.parts.letter')
          : (part.name ?? '');
  const properties = Object.values(part.properties ?? {});
  return properties.length ? `${name} (${properties.join(', ')})` : name;
}

/**
 * What a line's total is made of (issue 18): each part's quantity, price and amount, as the API
 * priced them, in the shopper's VAT mode; the amounts add up to the line's total beside it.
 * A line of the variation alone needs none: its price and quantity are on the line already.
 */
export const hasPriceParts = (line: CartLine) => (line.price_parts?.length ?? 0) > 1;

export function LinePriceParts({ line }: { line: CartLine }) {
  const { t } = useTranslation('checkout');
  const mode = useVatMode();
  const parts = line.price_parts ?? [];
  if (!hasPriceParts(line)) return null;
  return (
    <ul
      className="checkout-line-parts"
      aria-label={t('cart.parts.label', { product: line.product.name })}
    >
      {parts.map((part, index) => (
        <li key={index} className="checkout-line-parts__part">
          <span>
            {t('cart.parts.part', {
              quantity: part.quantity,
              name: partName(part, t),
              price: formatMoney(pickPrice(part.unit_price, mode)),
            })}
          </span>
          <span className="checkout-line-parts__amount">
            {formatMoney(pickPrice(part.total, mode))}
          </span>
        </li>
      ))}
    </ul>
  );
}
