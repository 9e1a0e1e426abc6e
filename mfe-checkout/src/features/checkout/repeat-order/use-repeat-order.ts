import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@shop/shared-ui/router';
import { cartStore } from '../../../cart/cart-store';
import { copyToCartOrder, type LeftOutLine } from './repeat-order-api';

/** `/afrekenen?herhaal=<order uuid>`: how the account's orders screen asks to repeat an order. */
export const REPEAT_ORDER_PARAM = 'herhaal';

export type RepeatOrderState =
  | { stage: 'none' }
  | { stage: 'copying' }
  | { stage: 'copied'; notCopied: LeftOutLine[]; withoutLetter: LeftOutLine[] }
  | { stage: 'failed'; error: unknown };

/**
 * Repeats the order named in the address into the visitor's cart (created when there is none),
 * once; then drops the parameter and continues at step 1 with the cart as it is now.
 */
export function useRepeatOrder(stepOne: string): RepeatOrderState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderUuid = params.get(REPEAT_ORDER_PARAM);
  const [state, setState] = useState<RepeatOrderState>(() =>
    orderUuid ? { stage: 'copying' } : { stage: 'none' },
  );
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!orderUuid || started.current === orderUuid) return;
    started.current = orderUuid;
    let left: Omit<Extract<RepeatOrderState, { stage: 'copied' }>, 'stage'> | null = null;
    cartStore
      .apply(async (cart) => {
        const copied = await copyToCartOrder({ uuid: orderUuid, cart });
        left = { notCopied: copied.not_copied, withoutLetter: copied.without_letter };
        return copied.cart;
      })
      .then(
        () => setState({ stage: 'copied', ...left! }),
        (error: unknown) => setState({ stage: 'failed', error }),
      )
      // A reload must not copy the order a second time.
      .finally(() => navigate(stepOne, { replace: true }));
  }, [orderUuid, stepOne, navigate]);

  return state;
}
