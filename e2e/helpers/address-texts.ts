/**
 * The address form part's words in each locale, as a shopper reads them (shared-ui's 'address'
 * texts and the validation messages the API answers with). A missing translation falls back to
 * Dutch and fails the test that looks for these.
 */
export const addressTexts = {
  'nl-nl': {
    first: 'Voornaam',
    last: 'Achternaam',
    postcode: 'Postcode',
    number: 'Huisnummer',
    street: 'Straat',
    city: 'Plaats',
    country: 'Land',
    germany: 'Duitsland',
    placeFor: (postcode: string) => `Plaats bij ${postcode}`,
    choose: (postcode: string) =>
      `Postcode ${postcode} hoort bij meer dan één plaats. Kies hieronder je plaats.`,
    streetYourself: 'De straat kunnen we niet opzoeken: vul die zelf in.',
    noResults: 'Geen resultaten gevonden',
    notDelivered: 'We bezorgen niet in Duitsland. We bezorgen alleen in Nederland en België.',
    deliveryCountry: 'We bezorgen alleen in Nederland en België',
  },
  'en-us': {
    first: 'First name',
    last: 'Last name',
    postcode: 'Postcode',
    number: 'House number',
    street: 'Street',
    city: 'City',
    country: 'Country',
    germany: 'Germany',
    placeFor: (postcode: string) => `Place for ${postcode}`,
    choose: (postcode: string) =>
      `Postcode ${postcode} belongs to more than one place. Choose yours below.`,
    streetYourself: 'We cannot look up the street: please type it in.',
    noResults: 'No results found',
    notDelivered: 'We do not deliver to Germany. We deliver in the Netherlands and Belgium only.',
    deliveryCountry: 'We deliver in the Netherlands and Belgium only',
  },
  'fr-be': {
    first: 'Prénom',
    last: 'Nom',
    postcode: 'Code postal',
    number: 'Numéro',
    street: 'Rue',
    city: 'Localité',
    country: 'Pays',
    germany: 'Allemagne',
    placeFor: (postcode: string) => `Localité pour ${postcode}`,
    choose: (postcode: string) =>
      `Le code postal ${postcode} correspond à plusieurs localités. Choisissez la vôtre ci-dessous.`,
    streetYourself: 'Nous ne pouvons pas retrouver la rue : veuillez la saisir vous-même.',
    noResults: 'Aucun résultat trouvé',
    notDelivered:
      'Nous ne livrons pas dans ce pays (Allemagne). Nous livrons uniquement aux Pays-Bas et en Belgique.',
    deliveryCountry: 'Nous livrons uniquement aux Pays-Bas et en Belgique',
  },
} as const;
export type AddressTexts = (typeof addressTexts)[keyof typeof addressTexts];
