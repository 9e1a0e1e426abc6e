import type { Locale } from './locales';

/**
 * More of the 'common' namespace: texts of forms (accounts, companies, checkout, orders, gift
 * cards). The API answers with them; the site registers them with the form parts.
 */
const nlNl = {
  /** An order's status in words (ADR 0015), for every screen, mail and report. */
  orderStatus: {
    draft: 'Concept',
    new: 'In behandeling',
    'approvement-pending': 'Wacht op goedkeuring',
    'payment-pending': 'Wacht op betaling',
    'on-hold': 'Gepauzeerd',
    pending: 'Bij de bloemist',
    processed: 'Gemaakt door de bloemist',
    sent: 'Onderweg',
    assigned: 'Toegewezen aan een bloemist',
    completed: 'Bezorgd',
    canceled: 'Geannuleerd',
    archived: 'Gearchiveerd',
  },
  validation: {
    companyRoles: 'Kies minstens één rol',
    sameAs: 'Waarde moet hetzelfde zijn',
    invalidCardNumber: 'Ongeldig kaartnummer',
    password:
      'Je wachtwoord moet minimaal 6 tekens bevatten, waaronder 1 cijfer en 1 speciaal teken',
    passwordMismatch: 'Wachtwoorden komen niet overeen',
    afterPayTerms: 'Je moet akkoord gaan met de algemene voorwaarden',
    dutchPostcode: 'Vul een Nederlandse postcode in zoals 1234 AB',
    houseNumberWithAddition: 'Vul een huisnummer in, eventueel met toevoeging, zoals 12 of 12a',
    verificationCode: 'Vul de controlecode van 6 cijfers in',
    chamberOfCommerceNumber:
      'Vul een KvK-nummer van 8 cijfers of een ondernemingsnummer van 10 cijfers in',
    vatNumber: 'Vul een btw-nummer in zoals NL123456789B01 of BE0123456749',
    vatNumberCountry: 'Het btw-nummer hoort bij een ander land dan het KvK- of ondernemingsnummer',
    housenumber: 'Vul een huisnummer in (alleen cijfers; een toevoeging in het veld ernaast)',
    postcode: 'Vul een geldige postcode in (1234 AB in Nederland, 1000 in België)',
    deliveryCountry: 'We bezorgen alleen in Nederland en België',
    postcodeOther: 'Vul een geldige postcode in (2 tot 10 letters of cijfers)',
    country: 'Kies een land uit de lijst',
    phone: 'Vul een geldig telefoonnummer in',
    cardExpiry: 'Vul een geldige vervaldatum in',
    cardExpired: 'Deze kaart is verlopen',
    cvc: 'Vul de beveiligingscode van 3 of 4 cijfers in',
    paymentMethod: 'Kies een betaalmethode',
    deliveryDate: 'Kies een bezorgdatum',
    orderNumber: 'Vul een geldig bestelnummer in, zoals FB-100001',
    birthdate: 'Vul een geboortedatum in na 1900 en voor vandaag',
    preferredLanguage: 'Kies een van de talen uit de lijst',
    date: 'Vul een datum in zoals 2026-05-31',
    dateRange: 'De einddatum ligt voor de begindatum',
    reportPeriod: 'Kies een periode van hoogstens 3 jaar',
  },
  errors: {
    ownOrderApproval: 'Je kunt je eigen bestelling niet goedkeuren of afwijzen',
    invalidJson: 'De inhoud van het verzoek is geen geldige JSON',
    bodyNotObject: 'De inhoud van het verzoek moet een JSON-object zijn, zoals {"veld": "waarde"}',
    badUrl: 'Het adres van het verzoek is niet geldig',
    lastAdministrator:
      'Dan kan niemand in je bedrijf nog gebruikers en rechten beheren. Houd minstens één beheerder.',
    notAwaitingApproval: 'Deze bestelling wacht niet (meer) op goedkeuring',
    giftCardUnknown: 'Deze combinatie van kaartnummer en controlecode is niet bekend',
    emailTaken: 'Er bestaat al een account met dit e-mailadres',
    currentPasswordWrong: 'Huidige wachtwoord is fout',
    cartEmpty: 'Je winkelwagen is leeg',
    cartOrdered: 'Van deze winkelwagen is al een bestelling gemaakt',
    outOfStock: '{{product}} is niet meer op voorraad in het gevraagde aantal',
    designMissing:
      '{{product}} heeft nog geen ontwerp. Maak het ontwerp in je winkelwagen en bestel dan opnieuw.',
    deliveryDateUnavailable: 'Op deze datum kunnen we niet bezorgen. Kies een andere datum.',
    invoiceNotAllowed: 'Op rekening kopen kan alleen met een goedgekeurd bedrijfsaccount',
    paymentRefused: 'De betaling is geweigerd. Kies een andere betaalmethode.',
    afterPayRejected:
      'AfterPay kan deze bestelling niet accepteren. Kies een andere betaalmethode.',
    idempotencyMismatch: 'Deze bestelling is al met andere gegevens geplaatst',
    orderStatus: 'Dit kan niet meer bij een bestelling met deze status',
    reportTooLarge:
      'In deze periode zijn meer dan {{max}} bestellingen geplaatst. Kies een kortere periode.',
    addressNotDeletable: 'Adres kan niet worden verwijderd',
    addressReadOnly: 'Alleen wie de adressen van het bedrijf beheert, kan dit adres wijzigen',
    cardUnavailable: 'Het kaartje {{card}} is niet meer te bestellen',
    letterNotKept:
      'Je brief ({{file}}) wordt niet bij een bestelling bewaard. Voeg hem opnieuw toe in je winkelwagen.',
  },
  locks: {
    heldBy: 'Wordt bewerkt door {{name}} tot {{time}}. Je kunt het daarna wijzigen.',
  },
  passwordReset: {
    noAccount:
      'Er bestaat nog geen account met het opgegeven e-mailadres. Controleer het e-mailadres of ga verder zonder in te loggen.',
    alreadyRequested: 'Er is al een wachtwoordherstel aangevraagd.',
    sendFailed:
      'De e-mail om je wachtwoord te herstellen kon niet worden verzonden. Probeer het later nogmaals of neem contact op met de klantenservice.',
    emailCheckFailed: 'We konden dit e-mailadres niet controleren. Voer een geldig e-mailadres in.',
    invalidToken:
      'Deze link om je wachtwoord te herstellen is niet meer geldig. Vraag een nieuwe link aan.',
  },
};

type Messages = typeof nlNl;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

const enUs: Messages = {
  /** An order's status in words (ADR 0015), for every screen, mail and report. */
  orderStatus: {
    draft: 'Draft',
    new: 'Being processed',
    'approvement-pending': 'Awaiting approval',
    'payment-pending': 'Awaiting payment',
    'on-hold': 'On hold',
    pending: 'With the florist',
    processed: 'Made by the florist',
    sent: 'On its way',
    assigned: 'Assigned to a florist',
    completed: 'Delivered',
    canceled: 'Canceled',
    archived: 'Archived',
  },
  validation: {
    companyRoles: 'Choose at least one role',
    sameAs: 'Value must be the same',
    invalidCardNumber: 'Invalid card number',
    password:
      'Your password must contain at least 6 characters, including 1 number and 1 special character',
    passwordMismatch: 'Passwords do not match',
    afterPayTerms: 'You must agree to the terms and conditions',
    dutchPostcode: 'Enter a Dutch postcode such as 1234 AB',
    houseNumberWithAddition:
      'Enter a house number, with an addition if there is one, such as 12 or 12a',
    verificationCode: 'Enter the 6-digit verification code',
    chamberOfCommerceNumber:
      'Enter a Chamber of Commerce number of 8 digits or an enterprise number of 10 digits',
    vatNumber: 'Enter a VAT number such as NL123456789B01 or BE0123456749',
    vatNumberCountry:
      'The VAT number belongs to another country than the Chamber of Commerce or enterprise number',
    housenumber: 'Enter a house number (digits only; an addition goes in the next field)',
    postcode: 'Enter a valid postcode (1234 AB in the Netherlands, 1000 in Belgium)',
    deliveryCountry: 'We deliver in the Netherlands and Belgium only',
    postcodeOther: 'Enter a valid postcode (2 to 10 letters or digits)',
    country: 'Choose a country from the list',
    phone: 'Enter a valid phone number',
    cardExpiry: 'Enter a valid expiry date',
    cardExpired: 'This card has expired',
    cvc: 'Enter the 3 or 4 digit security code',
    paymentMethod: 'Choose a payment method',
    deliveryDate: 'Choose a delivery date',
    orderNumber: 'Enter a valid order number, such as FB-100001',
    birthdate: 'Enter a date of birth after 1900 and before today',
    preferredLanguage: 'Choose one of the languages in the list',
    date: 'Enter a date such as 2026-05-31',
    dateRange: 'The end date is before the start date',
    reportPeriod: 'Choose a period of 3 years at most',
  },
  errors: {
    ownOrderApproval: 'You cannot approve or reject your own order',
    invalidJson: 'The body of the request is not valid JSON',
    bodyNotObject: 'The body of the request must be a JSON object, such as {"field": "value"}',
    badUrl: 'The address of the request is not valid',
    lastAdministrator:
      'Then nobody in your company could manage users and rights any more. Keep at least one administrator.',
    notAwaitingApproval: 'This order is not (or no longer) waiting for approval',
    giftCardUnknown: 'This combination of card number and verification code is not known',
    emailTaken: 'An account with this email address already exists',
    currentPasswordWrong: 'Current password is wrong',
    cartEmpty: 'Your cart is empty',
    cartOrdered: 'This cart has already become an order',
    outOfStock: '{{product}} is no longer in stock in the quantity asked for',
    designMissing: '{{product}} has no design yet. Make the design in your cart, then order again.',
    deliveryDateUnavailable: 'We cannot deliver on this date. Please choose another date.',
    invoiceNotAllowed: 'Buying on account needs an approved company account',
    paymentRefused: 'The payment was refused. Please choose another payment method.',
    afterPayRejected: 'AfterPay cannot accept this order. Please choose another payment method.',
    idempotencyMismatch: 'This order was already placed with different details',
    orderStatus: 'This is no longer possible for an order with this status',
    reportTooLarge: 'More than {{max}} orders were placed in this period. Choose a shorter period.',
    addressNotDeletable: 'Address cannot be deleted',
    addressReadOnly: 'Only someone who manages the company’s addresses can change this address',
    cardUnavailable: 'The card {{card}} can no longer be ordered',
    letterNotKept: 'Your letter ({{file}}) is not kept with an order. Add it again in your cart.',
  },
  locks: {
    heldBy: 'Being edited by {{name}} until {{time}}. You can change it after that.',
  },
  passwordReset: {
    noAccount:
      'No account exists yet with the email address provided. Please check the email address or continue without logging in.',
    alreadyRequested: 'A password reset already has been requested.',
    sendFailed:
      'The email to reset your password could not be sent. Please try again later or contact Customer Service.',
    emailCheckFailed: 'We could not check this email address. Please enter a valid email address.',
    invalidToken: 'This reset link is no longer valid. Please request a new one.',
  },
};

const frBe: Messages = {
  /** An order's status in words (ADR 0015), for every screen, mail and report. */
  orderStatus: {
    draft: 'Brouillon',
    new: 'En cours de traitement',
    'approvement-pending': 'En attente d’approbation',
    'payment-pending': 'En attente de paiement',
    'on-hold': 'En pause',
    pending: 'Chez le fleuriste',
    processed: 'Préparée par le fleuriste',
    sent: 'En route',
    assigned: 'Attribuée à un fleuriste',
    completed: 'Livrée',
    canceled: 'Annulée',
    archived: 'Archivée',
  },
  validation: {
    companyRoles: 'Choisissez au moins un rôle',
    sameAs: 'La valeur doit être identique',
    invalidCardNumber: 'Numéro de carte non valide',
    password:
      'Votre mot de passe doit contenir au moins 6 caractères, dont 1 chiffre et 1 caractère spécial',
    passwordMismatch: 'Les mots de passe ne correspondent pas',
    afterPayTerms: 'Vous devez accepter les conditions générales',
    dutchPostcode: 'Saisissez un code postal néerlandais comme 1234 AB',
    houseNumberWithAddition:
      'Saisissez un numéro de maison, avec son complément éventuel, comme 12 ou 12a',
    verificationCode: 'Saisissez le code de vérification à 6 chiffres',
    chamberOfCommerceNumber:
      "Saisissez un numéro d'entreprise de 10 chiffres ou un numéro KvK néerlandais de 8 chiffres",
    vatNumber: 'Saisissez un numéro de TVA comme BE0123456749 ou NL123456789B01',
    vatNumberCountry:
      "Le numéro de TVA appartient à un autre pays que le numéro d'entreprise ou KvK",
    housenumber:
      'Indiquez un numéro de maison (chiffres uniquement ; un complément va dans le champ suivant)',
    postcode: 'Indiquez un code postal valide (1234 AB aux Pays-Bas, 1000 en Belgique)',
    deliveryCountry: 'Nous livrons uniquement aux Pays-Bas et en Belgique',
    postcodeOther: 'Indiquez un code postal valide (2 à 10 lettres ou chiffres)',
    country: 'Choisissez un pays dans la liste',
    phone: 'Indiquez un numéro de téléphone valide',
    cardExpiry: "Indiquez une date d'expiration valide",
    cardExpired: 'Cette carte a expiré',
    cvc: 'Indiquez le code de sécurité à 3 ou 4 chiffres',
    paymentMethod: 'Choisissez un mode de paiement',
    deliveryDate: 'Choisissez une date de livraison',
    orderNumber: 'Indiquez un numéro de commande valide, par exemple FB-100001',
    birthdate: 'Indiquez une date de naissance après 1900 et avant aujourd’hui',
    preferredLanguage: 'Choisissez une des langues de la liste',
    date: 'Indiquez une date comme 2026-05-31',
    dateRange: 'La date de fin précède la date de début',
    reportPeriod: 'Choisissez une période de 3 ans maximum',
  },
  errors: {
    ownOrderApproval: 'Vous ne pouvez pas approuver ou refuser votre propre commande',
    invalidJson: "Le contenu de la demande n'est pas du JSON valide",
    bodyNotObject: 'Le contenu de la demande doit être un objet JSON, comme {"champ": "valeur"}',
    badUrl: "L'adresse de la demande n'est pas valide",
    lastAdministrator:
      'Plus personne dans votre entreprise ne pourrait gérer les utilisateurs et les droits. Gardez au moins un administrateur.',
    notAwaitingApproval: "Cette commande n'attend pas (ou plus) d'approbation",
    giftCardUnknown:
      "Cette combinaison de numéro de carte et de code de vérification n'est pas connue",
    emailTaken: 'Un compte existe déjà avec cette adresse e-mail',
    currentPasswordWrong: 'Le mot de passe actuel est incorrect',
    cartEmpty: 'Votre panier est vide',
    cartOrdered: 'Ce panier est déjà devenu une commande',
    outOfStock: "{{product}} n'est plus en stock dans la quantité demandée",
    designMissing:
      "{{product}} n'a pas encore de design. Créez le design dans votre panier, puis commandez à nouveau.",
    deliveryDateUnavailable: 'Nous ne pouvons pas livrer à cette date. Choisissez une autre date.',
    invoiceNotAllowed: 'L’achat sur facture nécessite un compte entreprise approuvé',
    paymentRefused: 'Le paiement a été refusé. Choisissez un autre mode de paiement.',
    afterPayRejected:
      'AfterPay ne peut pas accepter cette commande. Choisissez un autre mode de paiement.',
    idempotencyMismatch: 'Cette commande a déjà été passée avec d’autres données',
    orderStatus: "Ce n'est plus possible pour une commande avec ce statut",
    reportTooLarge:
      'Plus de {{max}} commandes ont été passées pendant cette période. Choisissez une période plus courte.',
    addressNotDeletable: 'L’adresse ne peut pas être supprimée',
    addressReadOnly:
      'Seule une personne qui gère les adresses de l’entreprise peut modifier cette adresse',
    cardUnavailable: "La carte {{card}} n'est plus disponible",
    letterNotKept:
      "Votre lettre ({{file}}) n'est pas conservée avec une commande. Ajoutez-la à nouveau dans votre panier.",
  },
  locks: {
    heldBy:
      "En cours de modification par {{name}} jusqu'à {{time}}. Vous pourrez le modifier ensuite.",
  },
  passwordReset: {
    noAccount:
      "Aucun compte n'existe encore avec l'adresse e-mail indiquée. Vérifiez l'adresse e-mail ou continuez sans vous connecter.",
    alreadyRequested: 'Une réinitialisation du mot de passe a déjà été demandée.',
    sendFailed:
      "L'e-mail de réinitialisation du mot de passe n'a pas pu être envoyé. Réessayez plus tard ou contactez le service clientèle.",
    emailCheckFailed:
      "Nous n'avons pas pu vérifier cette adresse e-mail. Veuillez saisir une adresse e-mail valide.",
    invalidToken:
      "Ce lien de réinitialisation n'est plus valide. Veuillez demander un nouveau lien.",
  },
};

const nlBe: DeepPartial<Messages> = {
  validation: {
    verificationCode: 'Vul de controlecode van 6 cijfers in',
    chamberOfCommerceNumber:
      'Vul een ondernemingsnummer van 10 cijfers of een Nederlands KvK-nummer van 8 cijfers in',
    vatNumber: 'Vul een btw-nummer in zoals BE0123456749 of NL123456789B01',
  },
  passwordReset: {
    sendFailed:
      'De e-mail om je wachtwoord te herstellen kon niet worden verzonden. Probeer het straks opnieuw of neem contact op met de klantendienst.',
  },
  errors: {
    letterNotKept:
      'Je brief ({{file}}) wordt niet bij een bestelling bewaard. Voeg hem opnieuw toe in je winkelmandje.',
    designMissing:
      '{{product}} heeft nog geen ontwerp. Maak het ontwerp in je winkelmandje en bestel dan opnieuw.',
  },
};

export const formCommonMessages: Record<Locale, DeepPartial<Messages>> = {
  'nl-nl': nlNl,
  'nl-be': nlBe,
  'fr-be': frBe,
  'en-us': enUs,
};
