import { registerTranslations } from '@shop/shared-ui';
import './product-dialogs';

const nlNl = {
  product: {
    variation: 'Uitvoering',
    outOfStock: 'uitverkocht',
    choose: 'Kies…',
    backToCatalogue: 'Terug naar het assortiment',
    addToCartUnavailable: 'Bestellen is hier nog niet mogelijk.',
  },
  gallery: {
    thumbnails: 'Afbeeldingen',
    show: 'Toon afbeelding {{number}} van {{total}}: {{alt}}',
    carousel: 'carrousel',
    images: 'Afbeeldingen van het product',
    slide: 'afbeelding',
    position: '{{number}} van {{total}}',
    previous: 'Vorige afbeelding',
    next: 'Volgende afbeelding',
  },
  description: { title: 'Omschrijving', readMore: 'Lees meer', readLess: 'Lees minder' },
  quantity: {
    label: 'Aantal',
    other: 'Ander aantal',
    cancel: 'Annuleren',
    invalid: 'Kies een aantal van 1 tot en met {{max}}',
  },
  card: {
    legend: 'Kaartje',
    add: 'Voeg een kaartje toe',
    choose: 'Kies een kaartje',
    handwritten: 'Handgeschreven',
    textLabel: 'Jouw tekst op het kaartje',
    count: '{{characters}}/{{maxLength}} tekens · {{lines}}/{{maxLines}} regels',
  },
  options: { conflict: 'Niet te combineren met een andere keuze hierboven of hieronder.' },
  personalization: {
    add: 'Personaliseren',
    required: 'Dit product wordt altijd gepersonaliseerd.',
  },
  letter: {
    legend: 'Brief',
    add: 'Stuur een brief mee',
    file: 'Jouw brief',
    rules: 'PDF, JPEG of PNG, maximaal {{size}} MB. We uploaden hem als je bestelt.',
    chosen: 'Gekozen: {{name}} ({{size}} MB)',
  },
  upsells: {
    legend: 'Maak je cadeau compleet',
    variationOf: 'Uitvoering van {{name}}',
    textHint: 'Maximaal {{max}} tekens, zonder emoji of symbolen.',
  },
  blockers: {
    cardText: 'Pas de tekst op je kaartje aan: hij past niet op het kaartje.',
    upsellVariation: 'Kies een uitvoering voor {{name}}.',
  },
  addToCart: { createDesign: 'Ontwerp maken' },
  combinations: { title: 'Combineer met' },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  product: {
    variation: 'Option',
    outOfStock: 'sold out',
    choose: 'Choose…',
    backToCatalogue: 'Back to all products',
    addToCartUnavailable: 'Ordering is not possible here yet.',
  },
  gallery: {
    thumbnails: 'Images',
    show: 'Show image {{number}} of {{total}}: {{alt}}',
    carousel: 'carousel',
    images: 'Product images',
    slide: 'image',
    position: '{{number}} of {{total}}',
    previous: 'Previous image',
    next: 'Next image',
  },
  description: { title: 'Description', readMore: 'Read more', readLess: 'Read less' },
  quantity: {
    label: 'Quantity',
    other: 'Other quantity',
    cancel: 'Cancel',
    invalid: 'Choose a quantity from 1 to {{max}}',
  },
  card: {
    legend: 'Greeting card',
    add: 'Add a card',
    choose: 'Choose a card',
    handwritten: 'Handwritten',
    textLabel: 'Your text on the card',
    count: '{{characters}}/{{maxLength}} characters · {{lines}}/{{maxLines}} lines',
  },
  options: { conflict: 'Cannot be combined with another choice on this page.' },
  personalization: {
    add: 'Personalize',
    required: 'This product is always personalized.',
  },
  letter: {
    legend: 'Letter',
    add: 'Send a letter along',
    file: 'Your letter',
    rules: 'PDF, JPEG or PNG, at most {{size}} MB. We upload it when you order.',
    chosen: 'Chosen: {{name}} ({{size}} MB)',
  },
  upsells: {
    legend: 'Complete your gift',
    variationOf: 'Option of {{name}}',
    textHint: 'At most {{max}} characters, without emoji or symbols.',
  },
  blockers: {
    cardText: 'Change the text on your card: it does not fit.',
    upsellVariation: 'Choose an option for {{name}}.',
  },
  addToCart: { createDesign: 'Create design' },
  combinations: { title: 'Goes well with' },
};

const frBe: Messages = {
  product: {
    variation: 'Version',
    outOfStock: 'épuisé',
    choose: 'Choisir…',
    backToCatalogue: 'Retour à tous les produits',
    addToCartUnavailable: "La commande n'est pas encore possible ici.",
  },
  gallery: {
    thumbnails: 'Images',
    show: "Afficher l'image {{number}} sur {{total}} : {{alt}}",
    carousel: 'carrousel',
    images: 'Images du produit',
    slide: 'image',
    position: '{{number}} sur {{total}}',
    previous: 'Image précédente',
    next: 'Image suivante',
  },
  description: { title: 'Description', readMore: 'Lire la suite', readLess: 'Lire moins' },
  quantity: {
    label: 'Quantité',
    other: 'Autre quantité',
    cancel: 'Annuler',
    invalid: 'Choisissez une quantité de 1 à {{max}}',
  },
  card: {
    legend: 'Carte',
    add: 'Ajouter une carte',
    choose: 'Choisissez une carte',
    handwritten: 'Manuscrite',
    textLabel: 'Votre texte sur la carte',
    count: '{{characters}}/{{maxLength}} caractères · {{lines}}/{{maxLines}} lignes',
  },
  options: { conflict: 'Impossible à combiner avec un autre choix de cette page.' },
  personalization: {
    add: 'Personnaliser',
    required: 'Ce produit est toujours personnalisé.',
  },
  letter: {
    legend: 'Lettre',
    add: 'Joindre une lettre',
    file: 'Votre lettre',
    rules: 'PDF, JPEG ou PNG, {{size}} Mo au maximum. Nous l’envoyons lors de la commande.',
    chosen: 'Choisi : {{name}} ({{size}} Mo)',
  },
  upsells: {
    legend: 'Complétez votre cadeau',
    variationOf: 'Version de {{name}}',
    textHint: '{{max}} caractères au maximum, sans emoji ni symboles.',
  },
  blockers: {
    cardText: 'Modifiez le texte de votre carte : il ne tient pas sur la carte.',
    upsellVariation: 'Choisissez une version pour {{name}}.',
  },
  addToCart: { createDesign: 'Créer le design' },
  combinations: { title: 'À combiner avec' },
};

// Flemish: only what differs from nl-nl.
const nlBe = {
  upsells: { legend: 'Maak je geschenk compleet' },
  letter: {
    rules: 'PDF, JPEG of PNG, maximaal {{size}} MB. We laden hem op wanneer je bestelt.',
  },
};

registerTranslations('product', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
