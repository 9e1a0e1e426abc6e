import type { Locale, SiteContext } from '@shop/contracts/messages';
import type { Database, Transaction } from '../../../../db/database';
import { cartView } from '../cart/cart-view';
import { OrderRefused } from './order-refused';

export type CartContents = Awaited<ReturnType<typeof cartView>>;
type Line = CartContents['lines'][number];

/**
 * A paid personalization is ordered with its design (ADR 0028): a line put in the cart before
 * designs existed, or whose design was lost, has neither a photo nor a line of text.
 */
export const undesignedLine = <L extends Pick<Line, 'personalization' | 'design'>>(lines: L[]) =>
  lines.find(
    (line) =>
      line.personalization &&
      !line.design?.photo &&
      !line.design?.lines.some((designLine) => designLine.text.trim() !== ''),
  );

/**
 * Step 5: the cart as it will be ordered, every amount from the catalogue (ADR 0011), in the
 * destination's VAT; an empty cart or a personalization without its design is refused.
 */
export async function orderableCart(
  tx: Transaction,
  cartUuid: string,
  locale: Locale,
  site: SiteContext,
): Promise<CartContents> {
  const view = await cartView(tx as unknown as Database, cartUuid, locale, site);
  if (!view.lines.length) throw new OrderRefused(422, 'errors.cartEmpty');
  const undesigned = undesignedLine(view.lines);
  if (undesigned)
    throw new OrderRefused(422, 'errors.designMissing', { product: undesigned.product.name });
  return view;
}
