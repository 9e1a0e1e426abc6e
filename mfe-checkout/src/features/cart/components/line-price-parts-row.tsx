import type { CartLine } from '../../../cart/cart-api';
import { hasPriceParts, LinePriceParts } from '../../../cart/line-price-parts';

/**
 * A line's price parts as a row of their own under the line, the table's full width: on a
 * phone the product column is too narrow for them. No row for a line without parts.
 */
export function LinePricePartsRow({ line, columns }: { line: CartLine; columns: number }) {
  if (!hasPriceParts(line)) return null;
  return (
    <tr className="checkout-cart__parts-row">
      <td colSpan={columns}>
        <LinePriceParts line={line} />
      </td>
    </tr>
  );
}
