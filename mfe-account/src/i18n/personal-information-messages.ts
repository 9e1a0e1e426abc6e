import { registerTranslations } from '@shop/shared-ui';

// The personal information screen's texts (features/personal-information).
const nlNl = {
  personalInformation: {
    email: 'E-mailadres',
    fullname: 'Volledige naam',
    birthdate: 'Geboortedatum (optioneel)',
    birthdateHint: 'Bijvoorbeeld 31-12-1980',
    preferredLanguage: 'Voorkeurstaal',
    'language_nl-nl': 'Nederlands (Nederland)',
    'language_nl-be': 'Nederlands (België)',
    'language_fr-be': 'Frans (België)',
    'language_en-us': 'Engels',
    companyName: 'Bedrijfsnaam',
    companyHint: '(wijzigen kan bij Organisatie)',
    save: 'Gegevens opslaan',
    saved: 'Je accountgegevens zijn bijgewerkt.',
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  personalInformation: {
    email: 'Email address',
    fullname: 'Full name',
    birthdate: 'Date of birth (optional)',
    birthdateHint: 'For example 12/31/1980',
    preferredLanguage: 'Preferred language',
    'language_nl-nl': 'Dutch (Netherlands)',
    'language_nl-be': 'Dutch (Belgium)',
    'language_fr-be': 'French (Belgium)',
    'language_en-us': 'English',
    companyName: 'Company name',
    companyHint: '(change it under Organisation)',
    save: 'Save details',
    saved: 'Your account details have been updated.',
  },
};

const frBe: Messages = {
  personalInformation: {
    email: 'Adresse e-mail',
    fullname: 'Nom complet',
    birthdate: 'Date de naissance (facultatif)',
    birthdateHint: 'Par exemple 31/12/1980',
    preferredLanguage: 'Langue préférée',
    'language_nl-nl': 'Néerlandais (Pays-Bas)',
    'language_nl-be': 'Néerlandais (Belgique)',
    'language_fr-be': 'Français (Belgique)',
    'language_en-us': 'Anglais',
    companyName: "Nom de l'entreprise",
    companyHint: '(modifiable sous Organisation)',
    save: 'Enregistrer les données',
    saved: 'Les données de votre compte ont été mises à jour.',
  },
};

// Flemish: only what differs from nl-nl.
const nlBe = {
  personalInformation: { birthdateHint: 'Bijvoorbeeld 31/12/1980' },
};

registerTranslations('account', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
