// A card token from the stand-in, as Mollie Components' card number frame gets one: what every
// test and benchmark that places a card order by API needs (the shopper's browser gets its token
// from the frames themselves).

/** The stand-in's test cards (README): paid at once, declined, and one that asks for 3-D Secure. */
export const testCards = {
  paid: '4111111111111111',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
};

/**
 * Asks the stand-in at `standinUrl` for a token of `card` (the paid test card, a holder, an
 * expiry two years ahead and a CVC unless given; spaces in the number are the shopper's). Answers
 * the HTTP status and the body: `{ token }`, or Mollie's error.
 */
export async function mintCardToken(standinUrl, card = {}) {
  const answer = await fetch(`${standinUrl}/components/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardHolder: 'T. Test',
      expiryDate: `12 / ${String(new Date().getFullYear() + 2).slice(2)}`,
      verificationCode: '123',
      ...card,
      cardNumber: (card.cardNumber ?? testCards.paid).replace(/[\s-]/g, ''),
    }),
  });
  return { status: answer.status, ...(await answer.json()) };
}
