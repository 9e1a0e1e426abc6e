import { registerTranslations } from '@shop/shared-ui';
// The texts of every exposed module. The product page's own are in the same 'product'
// namespace but apart (./product-page), imported by the product page only: the category nav in
// the header of every page does not carry them.

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
};

registerTranslations('product', { 'nl-nl': nlNl, 'fr-be': frBe, 'en-us': enUs });
