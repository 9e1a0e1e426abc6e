import { registerTranslations } from '@shop/shared-ui';

// Repeating an order (from the account's orders screen): loaded with the checkout steps only.
const nlNl = {
  repeatOrder: {
    copying: 'Je bestelling wordt in je winkelwagen gezet…',
    copied:
      'De artikelen van je eerdere bestelling staan in je winkelwagen, tegen de prijzen van vandaag.',
    notCopied: 'Deze artikelen konden we niet overnemen:',
    withoutLetter: 'Deze artikelen staan erin zonder hun brief:',
    failed: 'Je bestelling kon niet worden herhaald.',
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  repeatOrder: {
    copying: 'Putting your order in your cart…',
    copied: 'The items of your earlier order are in your cart, at today’s prices.',
    notCopied: 'We could not copy these items:',
    withoutLetter: 'These items are in without their letter:',
    failed: 'Your order could not be repeated.',
  },
};

const frBe: Messages = {
  repeatOrder: {
    copying: 'Nous mettons votre commande dans votre panier…',
    copied: 'Les articles de votre commande précédente sont dans votre panier, aux prix du jour.',
    notCopied: 'Nous n’avons pas pu reprendre ces articles :',
    withoutLetter: 'Ces articles y sont sans leur lettre :',
    failed: 'Votre commande n’a pas pu être répétée.',
  },
};

// Flemish: a 'winkelmandje'.
const nlBe = {
  repeatOrder: {
    copying: 'Je bestelling wordt in je winkelmandje gezet…',
    copied:
      'De artikelen van je eerdere bestelling zitten in je winkelmandje, aan de prijzen van vandaag.',
  },
};

registerTranslations('checkout', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
