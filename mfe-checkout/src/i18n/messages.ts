import { registerTranslations } from '@shop/shared-ui';

const nlNl = {
  miniCart: {
    label: 'Winkelwagen',
    count_one: '{{count}} artikel',
    count_other: '{{count}} artikelen',
    empty: 'Je winkelwagen is leeg.',
    total: 'Totaal',
    vat: 'Btw',
    totalIncl: 'Totaal incl. btw',
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
};
type Messages = typeof nlNl;

const enUs: Messages = {
  miniCart: {
    label: 'Cart',
    count_one: '{{count}} item',
    count_other: '{{count}} items',
    empty: 'Your cart is empty.',
    total: 'Total',
    vat: 'VAT',
    totalIncl: 'Total incl. VAT',
  },
  addToCart: {
    button: 'Add to cart',
    adding: 'Adding…',
    added: '{{product}} has been added to your cart.',
    viewCart: 'View cart',
    chooseFirst: 'Choose an option first.',
    uploadingLetter: 'Uploading your letter…',
    uploadingLetterPercent: 'Uploading your letter… {{percent}}%',
  },
};

const frBe: Messages = {
  miniCart: {
    label: 'Panier',
    count_one: '{{count}} article',
    count_other: '{{count}} articles',
    empty: 'Votre panier est vide.',
    total: 'Total',
    vat: 'TVA',
    totalIncl: 'Total TVA comprise',
  },
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
};

const nlBe = {
  addToCart: {
    button: 'In winkelmandje',
    added: '{{product}} is toegevoegd aan je winkelmandje.',
    viewCart: 'Bekijk winkelmandje',
  },
  miniCart: { label: 'Winkelmandje', empty: 'Je winkelmandje is leeg.' },
};

registerTranslations('checkout', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
