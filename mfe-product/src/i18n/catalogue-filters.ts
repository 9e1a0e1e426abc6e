import { registerTranslations } from '@shop/shared-ui';

// The catalogue's filter texts, merged into the 'product' namespace beside messages.ts.
const nlNl = {
  filters: {
    title: 'Filteren en sorteren',
    colour: 'Kleur',
    anyColour: 'Alle kleuren',
    occasion: 'Gelegenheid',
    anyOccasion: 'Alle gelegenheden',
    price: 'Prijs (€)',
    minPrice: 'Van',
    maxPrice: 'Tot',
    apply: 'Toepassen',
    priceError: 'Vul hele euro’s in, met de laagste prijs eerst.',
    sort: 'Sorteren op',
    sorts: {
      relevance: 'Aanbevolen',
      'price-asc': 'Prijs oplopend',
      'price-desc': 'Prijs aflopend',
      name: 'Naam',
      newest: 'Nieuwste',
    },
    clear: 'Filters wissen',
  },
  catalogueMeta: {
    home: 'Bloemen, planten en cadeaus bezorgd in Nederland en België. Bestel vandaag, morgen in huis.',
    category: '{{category}} bestellen bij Bloem & Zo: vers bezorgd in Nederland en België.',
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  filters: {
    title: 'Filter and sort',
    colour: 'Colour',
    anyColour: 'All colours',
    occasion: 'Occasion',
    anyOccasion: 'All occasions',
    price: 'Price (€)',
    minPrice: 'From',
    maxPrice: 'To',
    apply: 'Apply',
    priceError: 'Enter whole euros, lowest price first.',
    sort: 'Sort by',
    sorts: {
      relevance: 'Recommended',
      'price-asc': 'Price, low to high',
      'price-desc': 'Price, high to low',
      name: 'Name',
      newest: 'Newest',
    },
    clear: 'Clear filters',
  },
  catalogueMeta: {
    home: 'Flowers, plants and gifts delivered in the Netherlands and Belgium. Order today, delivered tomorrow.',
    category: 'Order {{category}} from Bloem & Zo: delivered fresh in the Netherlands and Belgium.',
  },
};

const frBe: Messages = {
  filters: {
    title: 'Filtrer et trier',
    colour: 'Couleur',
    anyColour: 'Toutes les couleurs',
    occasion: 'Occasion',
    anyOccasion: 'Toutes les occasions',
    price: 'Prix (€)',
    minPrice: 'De',
    maxPrice: 'À',
    apply: 'Appliquer',
    priceError: 'Indiquez des euros entiers, le prix le plus bas d’abord.',
    sort: 'Trier par',
    sorts: {
      relevance: 'Recommandés',
      'price-asc': 'Prix croissant',
      'price-desc': 'Prix décroissant',
      name: 'Nom',
      newest: 'Nouveautés',
    },
    clear: 'Effacer les filtres',
  },
  catalogueMeta: {
    home: 'Fleurs, plantes et cadeaux livrés aux Pays-Bas et en Belgique. Commandez aujourd’hui, livré demain.',
    category:
      'Commandez {{category}} chez Bloem & Zo : livraison fraîche aux Pays-Bas et en Belgique.',
  },
};

// Flemish: only what differs from nl-nl.
const nlBe = {
  catalogueMeta: {
    home: 'Bloemen, planten en geschenken geleverd in België en Nederland. Vandaag besteld, morgen geleverd.',
  },
};

registerTranslations('product', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
