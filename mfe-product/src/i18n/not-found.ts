import { registerTranslations } from '@shop/shared-ui';

// What /p/<slug> and /c/<slug> say when the product or category does not exist.
const nlNl = {
  notFound: {
    product: {
      title: 'Product niet gevonden',
      body: 'Dit product bestaat niet (meer). Misschien vind je in ons assortiment iets anders moois.',
    },
    category: {
      title: 'Categorie niet gevonden',
      body: 'Deze categorie bestaat niet (meer). Misschien vind je in ons assortiment wat je zoekt.',
    },
    showAll: 'Bekijk het hele assortiment',
  },
};
type Messages = typeof nlNl;

const nlBe: Messages = {
  notFound: {
    product: {
      title: 'Product niet gevonden',
      body: 'Dit product bestaat niet (meer). Misschien vind je in ons gamma iets anders moois.',
    },
    category: {
      title: 'Categorie niet gevonden',
      body: 'Deze categorie bestaat niet (meer). Misschien vind je in ons gamma wat je zoekt.',
    },
    showAll: 'Bekijk ons volledige gamma',
  },
};

const frBe: Messages = {
  notFound: {
    product: {
      title: 'Produit introuvable',
      body: "Ce produit n'existe pas (ou plus). Vous trouverez peut-être autre chose dans notre assortiment.",
    },
    category: {
      title: 'Catégorie introuvable',
      body: "Cette catégorie n'existe pas (ou plus). Vous trouverez peut-être votre bonheur dans notre assortiment.",
    },
    showAll: 'Voir tous les produits',
  },
};

const enUs: Messages = {
  notFound: {
    product: {
      title: 'Product not found',
      body: 'This product does not exist (anymore). You may find something else you like in our range.',
    },
    category: {
      title: 'Category not found',
      body: 'This category does not exist (anymore). You may find what you are looking for in our range.',
    },
    showAll: 'See all products',
  },
};

registerTranslations('product', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
