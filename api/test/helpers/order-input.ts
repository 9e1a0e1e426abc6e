import { cardToken, testCards } from './mollie';

/** A Dutch delivery address as a shopper types it (the postcode is normalised by the API). */
export const dutchAddress = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: 'Oudegracht',
  housenumber: '12',
  postcode: '3511ab',
  city: 'Utrecht',
  country: 'NL',
};

/**
 * A card payment as the checkout sends it: a fresh Mollie Components token (a token works once)
 * for a test card, by default the one Mollie pays at once.
 */
export async function cardPayment(cardNumber: string = testCards.paid) {
  return { method: 'creditcard', cardToken: await cardToken(cardNumber) } as const;
}
