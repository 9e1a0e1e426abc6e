import { http } from '@shop/shared-http';
import type { GiftCardInfoInput } from '@shop/contracts/schemas';

export interface GiftCardInfo {
  cardNumber: string;
  balance: number;
  currency: string;
  expires_at: string | null;
}

export const getGiftCardInfo = (input: GiftCardInfoInput) =>
  http().create<GiftCardInfo>('/giftcard/info', input);
