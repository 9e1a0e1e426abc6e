import { registerTranslations } from '@shop/shared-ui';

// The cart page's and the checkout's shared texts, apart from messages.ts: the product page loads
// add-to-cart and the mini-cart (and so messages.ts) on every visit, and need not carry these.
const nlNl = {
  cart: {
    title: 'Winkelwagen',
    empty: 'Je winkelwagen is leeg.',
    continueShopping: 'Verder winkelen',
    product: 'Product',
    quantity: 'Aantal',
    quantityOf: 'Aantal van {{product}}',
    price: 'Prijs',
    total: 'Totaal',
    remove: 'Verwijderen',
    removeProduct: '{{product}} verwijderen',
    subtotal: 'Subtotaal',
    card: 'Kaartje {{name}}: “{{text}}”',
    personalization: 'Gepersonaliseerd',
    letter: 'Brief: {{file}}',
    deliveryNote: 'De bezorgkosten zie je bij het afrekenen, zodra je het land kiest.',
    vat: 'Btw',
    totalIncl: 'Totaal incl. btw',
    checkout: 'Afrekenen',
    updated: 'Je winkelwagen is bijgewerkt.',
    parts: {
      label: 'Zo is de prijs van {{product}} opgebouwd',
      part: '{{quantity}} × {{name}} à {{price}}',
      card: 'Kaartje {{name}}',
      personalization: 'Personalisatie',
      letter: 'Brief',
    },
    amounts: {
      delivery: 'Bezorgkosten',
      totalExcl: 'Totaal excl. btw',
      toPay: 'Te betalen (incl. btw)',
    },
  },
  checkout: {
    title: 'Afrekenen',
    steps: 'Stappen',
    step1: '1 Jouw bestelling',
    step2: '2 Bezorgadres',
    step3: '3 Jouw gegevens',
    backToCart: 'Terug naar winkelwagen',
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  cart: {
    title: 'Shopping cart',
    empty: 'Your cart is empty.',
    continueShopping: 'Continue shopping',
    product: 'Product',
    quantity: 'Quantity',
    quantityOf: 'Quantity of {{product}}',
    price: 'Price',
    total: 'Total',
    remove: 'Remove',
    removeProduct: 'Remove {{product}}',
    subtotal: 'Subtotal',
    card: 'Card {{name}}: “{{text}}”',
    personalization: 'Personalized',
    letter: 'Letter: {{file}}',
    deliveryNote: 'You see the delivery cost at checkout, once you choose the country.',
    vat: 'VAT',
    totalIncl: 'Total incl. VAT',
    checkout: 'Checkout',
    updated: 'Your cart has been updated.',
    parts: {
      label: 'How the price of {{product}} adds up',
      part: '{{quantity}} × {{name}} at {{price}}',
      card: 'Card {{name}}',
      personalization: 'Personalization',
      letter: 'Letter',
    },
    amounts: {
      delivery: 'Delivery',
      totalExcl: 'Total excl. VAT',
      toPay: 'To pay (incl. VAT)',
    },
  },
  checkout: {
    title: 'Checkout',
    steps: 'Steps',
    step1: '1 Your order',
    step2: '2 Delivery address',
    step3: '3 Your data',
    backToCart: 'Back to cart',
  },
};

const frBe: Messages = {
  cart: {
    title: 'Panier',
    empty: 'Votre panier est vide.',
    continueShopping: 'Continuer vos achats',
    product: 'Produit',
    quantity: 'Quantité',
    quantityOf: 'Quantité de {{product}}',
    price: 'Prix',
    total: 'Total',
    remove: 'Supprimer',
    removeProduct: 'Supprimer {{product}}',
    subtotal: 'Sous-total',
    card: 'Carte {{name}} : « {{text}} »',
    personalization: 'Personnalisé',
    letter: 'Lettre : {{file}}',
    deliveryNote:
      'Vous verrez les frais de livraison lors de la commande, dès que vous choisissez le pays.',
    vat: 'TVA',
    totalIncl: 'Total TVA comprise',
    checkout: 'Commander',
    updated: 'Votre panier a été mis à jour.',
    parts: {
      label: 'Détail du prix de {{product}}',
      part: '{{quantity}} × {{name}} à {{price}}',
      card: 'Carte {{name}}',
      personalization: 'Personnalisation',
      letter: 'Lettre',
    },
    amounts: {
      delivery: 'Frais de livraison',
      totalExcl: 'Total hors TVA',
      toPay: 'À payer (TVA comprise)',
    },
  },
  checkout: {
    title: 'Commander',
    steps: 'Étapes',
    step1: '1 Votre commande',
    step2: '2 Adresse de livraison',
    step3: '3 Vos coordonnées',
    backToCart: 'Retour au panier',
  },
};

const nlBe = {
  cart: {
    title: 'Winkelmandje',
    empty: 'Je winkelmandje is leeg.',
    updated: 'Je winkelmandje is bijgewerkt.',
  },
  checkout: {
    backToCart: 'Terug naar winkelmandje',
  },
};

registerTranslations('checkout', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
