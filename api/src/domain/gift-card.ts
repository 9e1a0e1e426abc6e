/** Only the last four digits of a gift card number ever leave the API. */
export function maskCardNumber(cardNumber: string): string {
  return `•••• •••• •••• ${cardNumber.slice(-4)}`;
}
