import { registerTranslations } from '@shop/shared-ui';
// The form texts of the 'common' namespace (validation of company numbers, addresses, passwords).
import '@shop/shared-ui/forms';

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
  company: {
    name: 'Bedrijfsnaam',
    chamberOfCommerceNumber: 'KvK-nummer',
    vatNumber: 'Btw-nummer',
    notGiven: 'Niet opgegeven',
    addresses: 'Adressen',
    establishmentAddress: 'Vestigingsadres',
    defaultInvoiceAddress: 'Standaard factuuradres',
    defaultDeliveryAddress: 'Standaard bezorgadres',
    manageAddresses: 'Adressen beheren in het adresboek',
    edit: 'Bewerken',
    save: 'Opslaan',
    cancel: 'Annuleren',
    saved: 'De bedrijfsgegevens zijn bijgewerkt.',
    lockedBy: 'Wordt bewerkt door {{name}} tot {{time}}',
  },
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
  company: {
    name: 'Company name',
    chamberOfCommerceNumber: 'Chamber of Commerce number',
    vatNumber: 'VAT number',
    notGiven: 'Not given',
    addresses: 'Addresses',
    establishmentAddress: 'Establishment address',
    defaultInvoiceAddress: 'Default invoice address',
    defaultDeliveryAddress: 'Default delivery address',
    manageAddresses: 'Manage addresses in the address book',
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'The company details have been updated.',
    lockedBy: 'Being edited by {{name}} until {{time}}',
  },
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
  company: {
    name: "Nom de l'entreprise",
    chamberOfCommerceNumber: "Numéro d'entreprise",
    vatNumber: 'Numéro de TVA',
    notGiven: 'Non renseigné',
    addresses: 'Adresses',
    establishmentAddress: 'Adresse d’établissement',
    defaultInvoiceAddress: 'Adresse de facturation par défaut',
    defaultDeliveryAddress: 'Adresse de livraison par défaut',
    manageAddresses: 'Gérer les adresses dans le carnet d’adresses',
    edit: 'Modifier',
    save: 'Enregistrer',
    cancel: 'Annuler',
    saved: "Les données de l'entreprise ont été mises à jour.",
    lockedBy: "En cours de modification par {{name}} jusqu'à {{time}}",
  },
};

// Flemish: only what differs from nl-nl (the Belgian register is the KBO).
const nlBe = {
  company: { chamberOfCommerceNumber: 'Ondernemingsnummer' },
};

registerTranslations('account', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
