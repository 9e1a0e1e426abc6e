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
  streetYourself: 'De straat kunnen we niet opzoeken: vul die zelf in.',
  choosePlace: 'Postcode {{postcode}} hoort bij meer dan één plaats. Kies hieronder je plaats.',
  placeLegend: 'Plaats bij {{postcode}}',
  notDelivered: 'We bezorgen niet in {{country}}. We bezorgen alleen in Nederland en België.',
  postcodeFree: 'Zoals de post in dat land hem schrijft',
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
  streetYourself: 'We cannot look up the street: please type it in.',
  choosePlace: 'Postcode {{postcode}} belongs to more than one place. Choose yours below.',
  placeLegend: 'Place for {{postcode}}',
  notDelivered: 'We do not deliver to {{country}}. We deliver in the Netherlands and Belgium only.',
  postcodeFree: 'As the post writes it in that country',
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
  streetYourself: 'Nous ne pouvons pas retrouver la rue : veuillez la saisir vous-même.',
  choosePlace:
    'Le code postal {{postcode}} correspond à plusieurs localités. Choisissez la vôtre ci-dessous.',
  placeLegend: 'Localité pour {{postcode}}',
  notDelivered:
    'Nous ne livrons pas dans ce pays ({{country}}). Nous livrons uniquement aux Pays-Bas et en Belgique.',
  postcodeFree: 'Tel que la poste l’écrit dans ce pays',
};

// Flemish: only what it says differently.
const nlBe: Partial<Messages> = { addition: 'Bus' };

export const addressMessages: Record<Locale, Partial<Messages>> = {
  'nl-nl': nlNl,
  'nl-be': nlBe,
  'fr-be': frBe,
  'en-us': enUs,
};
