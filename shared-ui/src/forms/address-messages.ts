import type { Locale } from '../messages/locales';

/** The 'address' namespace: the address form part's labels and lookup states. */
const nlNl = {
  firstname: 'Voornaam',
  lastname: 'Achternaam',
  companyName: 'Bedrijfsnaam (optioneel)',
  attn: 'T.a.v. (optioneel)',
  postcode: 'Postcode',
  housenumber: 'Huisnummer',
  addition: 'Toevoeging',
  street: 'Straat',
  city: 'Plaats',
  phone: 'Telefoonnummer (optioneel)',
  phoneHint: 'Voor de bezorger, als er niemand thuis is',
  country: 'Land: {{country}}',
  countryLabel: 'Land',
  country_NL: 'Nederland',
  country_BE: 'België',
  lookingUp: 'Adres wordt opgezocht…',
  found: 'Gevonden: {{postcode}} {{city}}',
  cityHint: 'Typ een plaats of postcode en kies uit de lijst',
  suggestions: 'Plaatsen',
};
type Messages = typeof nlNl;

const enUs: Messages = {
  firstname: 'First name',
  lastname: 'Last name',
  companyName: 'Company name (optional)',
  attn: 'Attn. (optional)',
  postcode: 'Postcode',
  housenumber: 'House number',
  addition: 'Addition',
  street: 'Street',
  city: 'City',
  phone: 'Phone number (optional)',
  phoneHint: 'For the courier, when nobody is home',
  country: 'Country: {{country}}',
  countryLabel: 'Country',
  country_NL: 'the Netherlands',
  country_BE: 'Belgium',
  lookingUp: 'Looking up the address…',
  found: 'Found: {{postcode}} {{city}}',
  cityHint: 'Type a city or postcode and pick from the list',
  suggestions: 'Places',
};

const frBe: Messages = {
  firstname: 'Prénom',
  lastname: 'Nom',
  companyName: 'Nom de l’entreprise (facultatif)',
  attn: 'À l’attention de (facultatif)',
  postcode: 'Code postal',
  housenumber: 'Numéro',
  addition: 'Boîte',
  street: 'Rue',
  city: 'Localité',
  phone: 'Numéro de téléphone (facultatif)',
  phoneHint: 'Pour le livreur, si personne n’est à la maison',
  country: 'Pays : {{country}}',
  countryLabel: 'Pays',
  country_NL: 'Pays-Bas',
  country_BE: 'Belgique',
  lookingUp: 'Recherche de l’adresse…',
  found: 'Trouvé : {{postcode}} {{city}}',
  cityHint: 'Tapez une localité ou un code postal et choisissez dans la liste',
  suggestions: 'Localités',
};

// Flemish: only what it says differently.
const nlBe: Partial<Messages> = { addition: 'Bus' };

export const addressMessages: Record<Locale, Partial<Messages>> = {
  'nl-nl': nlNl,
  'nl-be': nlBe,
  'fr-be': frBe,
  'en-us': enUs,
};
