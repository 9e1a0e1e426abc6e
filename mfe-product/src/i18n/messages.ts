import { registerTranslations } from '@shop/shared-ui';

const nlNl = {
  catalogue: {
    title: 'Bloemen en cadeaus',
    searchLabel: 'Zoek in de winkel',
    searchButton: 'Zoeken',
    results_one: '{{count}} product',
    results_other: '{{count}} producten',
    pagination: 'Paginering',
    previous: 'Vorige',
    next: 'Volgende',
    page: 'Pagina {{page}} van {{pages}}',
    notOrderable: 'Uitverkocht',
    suggestion: 'Probeer een ander zoekwoord of bekijk alle producten.',
    showAll: 'Alle producten',
  },
  nav: { categories: 'Categorieën' },
  product: {
    variation: 'Uitvoering',
    outOfStock: 'uitverkocht',
    chooseVariation: 'Kies een uitvoering',
    choose: 'Kies…',
    placeholder:
      'Deze productpagina is een eerste versie: wenskaart, personalisatie, brief en extra cadeaus volgen nog.',
    backToCatalogue: 'Terug naar het assortiment',
    addToCartUnavailable: 'Bestellen is hier nog niet mogelijk.',
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  catalogue: {
    title: 'Flowers and gifts',
    searchLabel: 'Search the shop',
    searchButton: 'Search',
    results_one: '{{count}} product',
    results_other: '{{count}} products',
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}} of {{pages}}',
    notOrderable: 'Sold out',
    suggestion: 'Try another search term or browse all products.',
    showAll: 'All products',
  },
  nav: { categories: 'Categories' },
  product: {
    variation: 'Option',
    outOfStock: 'sold out',
    chooseVariation: 'Choose an option',
    choose: 'Choose…',
    placeholder:
      'This product page is a first version: greeting card, personalization, letter and extra gifts are still to come.',
    backToCatalogue: 'Back to all products',
    addToCartUnavailable: 'Ordering is not possible here yet.',
  },
};

const frBe: Messages = {
  catalogue: {
    title: 'Fleurs et cadeaux',
    searchLabel: 'Rechercher dans la boutique',
    searchButton: 'Rechercher',
    results_one: '{{count}} produit',
    results_other: '{{count}} produits',
    pagination: 'Pagination',
    previous: 'Précédent',
    next: 'Suivant',
    page: 'Page {{page}} sur {{pages}}',
    notOrderable: 'Épuisé',
    suggestion: 'Essayez un autre mot-clé ou parcourez tous les produits.',
    showAll: 'Tous les produits',
  },
  nav: { categories: 'Catégories' },
  product: {
    variation: 'Version',
    outOfStock: 'épuisé',
    chooseVariation: 'Choisissez une version',
    choose: 'Choisir…',
    placeholder:
      'Cette page produit est une première version : carte de vœux, personnalisation, lettre et cadeaux supplémentaires suivront.',
    backToCatalogue: 'Retour à tous les produits',
    addToCartUnavailable: "La commande n'est pas encore possible ici.",
  },
};

registerTranslations('product', { 'nl-nl': nlNl, 'fr-be': frBe, 'en-us': enUs });
