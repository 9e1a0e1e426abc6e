import { registerTranslations } from '@shop/shared-ui';

// Navigation labels are the spec's: address book, change password, overview, reports,
// orders, organisation, users, personal information.
const nlNl = {
  nav: {
    label: 'Mijn account',
    overview: 'Overzicht',
    addressBook: 'Adresboek',
    orders: 'Bestellingen',
    organisation: 'Organisatie',
    users: 'Gebruikers',
    reports: 'Rapportages',
    personalInformation: 'Persoonlijke gegevens',
    changePassword: 'Wachtwoord wijzigen',
  },
  overview: { title: 'Overzicht' },
  placeholder: 'Dit onderdeel van je account is nog niet beschikbaar in deze versie van de winkel.',
};
type Messages = typeof nlNl;

const enUs: Messages = {
  nav: {
    label: 'My account',
    overview: 'Overview',
    addressBook: 'Address book',
    orders: 'Orders',
    organisation: 'Organisation',
    users: 'Users',
    reports: 'Reports',
    personalInformation: 'Personal information',
    changePassword: 'Change password',
  },
  overview: { title: 'Overview' },
  placeholder: 'This part of your account is not available yet in this version of the shop.',
};

const frBe: Messages = {
  nav: {
    label: 'Mon compte',
    overview: 'Aperçu',
    addressBook: "Carnet d'adresses",
    orders: 'Commandes',
    organisation: 'Organisation',
    users: 'Utilisateurs',
    reports: 'Rapports',
    personalInformation: 'Données personnelles',
    changePassword: 'Modifier le mot de passe',
  },
  overview: { title: 'Aperçu' },
  placeholder:
    "Cette partie de votre compte n'est pas encore disponible dans cette version de la boutique.",
};

registerTranslations('account', { 'nl-nl': nlNl, 'fr-be': frBe, 'en-us': enUs });
