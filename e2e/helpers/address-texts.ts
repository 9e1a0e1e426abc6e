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
    streetNotFound:
      'Dit adres kunnen we niet vinden. Controleer het huisnummer of vul de straat zelf in.',
    addition: 'Toevoeging',
    foundAddress: (street: string, number: string, postcode: string, city: string) =>
      `Gevonden: ${street} ${number}, ${postcode} ${city}`,
    chooseAddress: (street: string, number: string) =>
      `Op ${street} ${number} zijn meer adressen. Kies hieronder het jouwe.`,
    addressesAt: (street: string, number: string) => `Adressen op ${street} ${number}`,
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
    streetNotFound:
      'We cannot find this address. Check the house number or type the street yourself.',
    addition: 'Addition',
    foundAddress: (street: string, number: string, postcode: string, city: string) =>
      `Found: ${street} ${number}, ${postcode} ${city}`,
    chooseAddress: (street: string, number: string) =>
      `${street} ${number} has more than one address. Choose yours below.`,
    addressesAt: (street: string, number: string) => `Addresses at ${street} ${number}`,
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
    streetNotFound:
      'Nous ne trouvons pas cette adresse. Vérifiez le numéro ou saisissez la rue vous-même.',
    addition: 'Boîte',
    foundAddress: (street: string, number: string, postcode: string, city: string) =>
      `Trouvé : ${street} ${number}, ${postcode} ${city}`,
    chooseAddress: (street: string, number: string) =>
      `${street} ${number} compte plusieurs adresses. Choisissez la vôtre ci-dessous.`,
    addressesAt: (street: string, number: string) => `Adresses : ${street} ${number}`,
    noResults: 'Aucun résultat trouvé',
    notDelivered:
      'Nous ne livrons pas dans ce pays (Allemagne). Nous livrons uniquement aux Pays-Bas et en Belgique.',
    deliveryCountry: 'Nous livrons uniquement aux Pays-Bas et en Belgique',
  },
} as const;
export type AddressTexts = (typeof addressTexts)[keyof typeof addressTexts];
