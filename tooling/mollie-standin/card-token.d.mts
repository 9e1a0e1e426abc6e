export declare const testCards: { paid: string; declined: string; threeDSecure: string };
export declare function mintCardToken(
  standinUrl: string,
  card?: {
    cardNumber?: string;
    cardHolder?: string;
    expiryDate?: string;
    verificationCode?: string;
  },
): Promise<{ status: number; token?: string; [key: string]: unknown }>;
