import { registerTranslations } from '@shop/shared-ui';

const nlNl = {
  miniCart: {
    label: 'Winkelwagen',
    count_one: '{{count}} artikel',
    count_other: '{{count}} artikelen',
  },
  addToCart: {
    button: 'In winkelwagen',
    adding: 'Bezig met toevoegen…',
    added: '{{product}} is toegevoegd aan je winkelwagen.',
    viewCart: 'Bekijk winkelwagen',
    chooseFirst: 'Kies eerst een uitvoering.',
    uploadingLetter: 'Je brief wordt geüpload…',
    uploadingLetterPercent: 'Je brief wordt geüpload… {{percent}}%',
  },
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
    subtotalExcl: 'Subtotaal excl. btw',
    vat: 'Btw',
    totalIncl: 'Totaal incl. btw',
    checkout: 'Afrekenen',
    updated: 'Je winkelwagen is bijgewerkt.',
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
  miniCart: { label: 'Cart', count_one: '{{count}} item', count_other: '{{count}} items' },
  addToCart: {
    button: 'Add to cart',
    adding: 'Adding…',
    added: '{{product}} has been added to your cart.',
    viewCart: 'View cart',
    chooseFirst: 'Choose an option first.',
    uploadingLetter: 'Uploading your letter…',
    uploadingLetterPercent: 'Uploading your letter… {{percent}}%',
  },
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
    subtotalExcl: 'Subtotal excl. VAT',
    vat: 'VAT',
    totalIncl: 'Total incl. VAT',
    checkout: 'Checkout',
    updated: 'Your cart has been updated.',
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
  miniCart: { label: 'Panier', count_one: '{{count}} article', count_other: '{{count}} articles' },
  addToCart: {
    button: 'Ajouter au panier',
    adding: 'Ajout en cours…',
    added: 'Nous avons ajouté {{product}} à votre panier.',
    viewCart: 'Voir le panier',
    chooseFirst: "Choisissez d'abord une version.",
    uploadingLetter: 'Envoi de votre lettre…',
    // French sets a narrow no-break space before the percent sign.
    uploadingLetterPercent: 'Envoi de votre lettre… {{percent}}\u202f%',
  },
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
    subtotalExcl: 'Sous-total hors TVA',
    vat: 'TVA',
    totalIncl: 'Total TVA comprise',
    checkout: 'Commander',
    updated: 'Votre panier a été mis à jour.',
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
  addToCart: {
    button: 'In winkelmandje',
    added: '{{product}} is toegevoegd aan je winkelmandje.',
    viewCart: 'Bekijk winkelmandje',
  },
  cart: {
    title: 'Winkelmandje',
    empty: 'Je winkelmandje is leeg.',
    updated: 'Je winkelmandje is bijgewerkt.',
  },
  miniCart: { label: 'Winkelmandje' },
  checkout: {
    backToCart: 'Terug naar winkelmandje',
  },
};

registerTranslations('checkout', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
