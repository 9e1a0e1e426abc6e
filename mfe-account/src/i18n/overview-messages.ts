import { registerTranslations } from '@shop/shared-ui';

const nlNl = {
  overview: {
    welcome: 'Welkom, {{name}}.',
    company: 'Je bestelt voor {{company}}.',
    recentOrders: 'Je laatste bestellingen',
    noOrders: 'Je hebt nog niets besteld.',
    addresses: 'Je standaardadressen',
    defaultDelivery: 'Bezorgadres',
    defaultInvoice: 'Factuuradres',
    shortcuts: 'Snel naar',
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  overview: {
    welcome: 'Welcome, {{name}}.',
    company: 'You order for {{company}}.',
    recentOrders: 'Your latest orders',
    noOrders: 'You have not ordered anything yet.',
    addresses: 'Your default addresses',
    defaultDelivery: 'Delivery address',
    defaultInvoice: 'Invoice address',
    shortcuts: 'Go to',
  },
};

const frBe: Messages = {
  overview: {
    welcome: 'Bienvenue, {{name}}.',
    company: 'Vous commandez pour {{company}}.',
    recentOrders: 'Vos dernières commandes',
    noOrders: 'Vous n’avez encore rien commandé.',
    addresses: 'Vos adresses par défaut',
    defaultDelivery: 'Adresse de livraison',
    defaultInvoice: 'Adresse de facturation',
    shortcuts: 'Aller à',
  },
};

registerTranslations('account', { 'nl-nl': nlNl, 'nl-be': {}, 'fr-be': frBe, 'en-us': enUs });
