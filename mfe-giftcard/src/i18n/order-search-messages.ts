import { registerTranslations } from '@shop/shared-ui';

const nlNl = {
  title: 'Bestelling zoeken',
  intro:
    'Volg je bestelling: zoek op bestelnummer en postcode, of op het bezorgadres en de bezorgdatum.',
  byNumber: { title: 'Zoeken op bestelnummer' },
  byAddress: { title: 'Zoeken op bezorgadres' },
  fields: {
    orderNumber: 'Bestelnummer',
    postcode: 'Postcode',
    housenumber: 'Huisnummer',
    deliveryDate: 'Bezorgdatum',
  },
  search: { submit: 'Zoeken' },
  results: {
    title: 'Gevonden bestellingen',
    none: 'Geen resultaten gevonden',
    order: 'Bestelling {{number}}',
    status: 'Status',
    deliveryDate: 'Bezorgdatum',
    trackAndTrace: 'Track & trace',
    follow: 'Volg zending {{code}}',
    noTrackAndTrace: 'Er is nog geen track & trace-code.',
    details: 'Bekijk je bestelling',
  },
};
type Messages = typeof nlNl;

const nlBe: Messages = {
  ...nlNl,
  intro:
    'Volg je bestelling: zoek op bestelnummer en postcode, of op het leveringsadres en de leveringsdatum.',
  byAddress: { title: 'Zoeken op leveringsadres' },
  fields: { ...nlNl.fields, deliveryDate: 'Leveringsdatum' },
  results: { ...nlNl.results, deliveryDate: 'Leveringsdatum' },
};

const enUs: Messages = {
  title: 'Find your order',
  intro:
    'Track your order: search by order number and postcode, or by delivery address and delivery date.',
  byNumber: { title: 'Search by order number' },
  byAddress: { title: 'Search by delivery address' },
  fields: {
    orderNumber: 'Order number',
    postcode: 'Postcode',
    housenumber: 'House number',
    deliveryDate: 'Delivery date',
  },
  search: { submit: 'Search' },
  results: {
    title: 'Orders found',
    none: 'No results found',
    order: 'Order {{number}}',
    status: 'Status',
    deliveryDate: 'Delivery date',
    trackAndTrace: 'Track and trace',
    follow: 'Track parcel {{code}}',
    noTrackAndTrace: 'There is no track and trace code yet.',
    details: 'View your order',
  },
};

const frBe: Messages = {
  title: 'Rechercher une commande',
  intro:
    'Suivez votre commande : recherchez par numéro de commande et code postal, ou par adresse et date de livraison.',
  byNumber: { title: 'Recherche par numéro de commande' },
  byAddress: { title: 'Recherche par adresse de livraison' },
  fields: {
    orderNumber: 'Numéro de commande',
    postcode: 'Code postal',
    housenumber: 'Numéro',
    deliveryDate: 'Date de livraison',
  },
  search: { submit: 'Rechercher' },
  results: {
    title: 'Commandes trouvées',
    none: 'Aucun résultat trouvé',
    order: 'Commande {{number}}',
    status: 'Statut',
    deliveryDate: 'Date de livraison',
    trackAndTrace: 'Suivi',
    follow: 'Suivre le colis {{code}}',
    noTrackAndTrace: 'Il n’y a pas encore de code de suivi.',
    details: 'Voir votre commande',
  },
};

// The giftcard team's namespace, in a file of its own: loaded only with the order search page.
registerTranslations('giftcard', {
  'nl-nl': { orderSearch: nlNl },
  'nl-be': { orderSearch: nlBe },
  'fr-be': { orderSearch: frBe },
  'en-us': { orderSearch: enUs },
});
