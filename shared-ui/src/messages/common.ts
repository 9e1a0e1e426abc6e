import type { Locale } from './locales';

/**
 * The 'common' namespace: texts every page uses (validation, errors, states).
 * en and nl texts are the specification's wording, verbatim. Interpolation: {{name}}.
 * nl-be lists only what Flemish says differently; everything else falls back to nl-nl.
 * What only forms need (accounts, checkout, orders) is in form-texts.ts, which the API always
 * has and a page gets with the form parts (@shop/shared-ui/forms): the product page need not
 * carry it (its JS budget).
 */
const nlNl = {
  price: {
    from: 'vanaf',
    inclVat: 'incl. btw',
    exclVat: 'excl. btw',
  },
  validation: {
    required: 'Verplicht',
    email: 'Voer een geldig e-mailadres in',
    minLength: 'Minimale lengte: {{length}} karakters',
    maxLength: 'Maximale lengte: {{length}} karakters',
    integer: 'Vul een heel getal in',
    minValue: 'De waarde moet minimaal {{value}} zijn',
    maxValue: 'De waarde mag maximaal {{value}} zijn',
    invalidValue: 'Deze waarde is niet geldig',
    unknownField: 'Dit veld is onbekend',
    cardLines: 'Maximaal aantal regels is overschreden',
    cardCharacters: 'Maximaal aantal karakters van {{maxLength}} is overschreden.',
    cardTextRequired: 'Typ een tekst voor het kaartje',
    cardNotAllowed: 'Dit kaartje kan niet bij dit product besteld worden',
    personalizationNotAvailable: 'Dit product kan niet gepersonaliseerd worden',
    personalizationRequired: 'Dit product wordt altijd gepersonaliseerd',
    letterType: 'Upload een brief als PDF, JPEG of PNG',
    letterSize: 'Een brief mag maximaal {{size}} MB groot zijn',
    letterUnknown: 'Deze brief hoort niet bij deze winkelwagen',
    letterNotAvailable: 'Bij dit product kan geen brief worden meegestuurd',
    upsellNotOffered: 'Dit extraatje wordt niet bij dit product aangeboden',
    productGroupConflict: 'Deze keuze kan niet samen met een andere keuze besteld worden',
  },
  errors: {
    generic: 'Er is een fout opgetreden',
    form: 'Er zit een fout in het formulier',
    noResults: 'Geen resultaten gevonden',
    notFound: 'Deze pagina bestaat niet (meer)',
    notFoundResource: 'Niet gevonden',
    forbidden: 'Je hebt geen toegang tot deze pagina',
    unauthorized: 'Log in om verder te gaan',
    tooManyRequests: 'Te veel pogingen. Probeer het over {{seconds}} seconden opnieuw.',
    unavailable: 'De winkel is even niet bereikbaar. Probeer het zo nogmaals.',
    badRequest: 'Het verzoek is niet geldig',
    payloadTooLarge: 'Het verzoek is te groot',
    unsupportedMediaType: 'Dit type inhoud wordt niet ondersteund',
    timeout: 'Het duurt te lang. Probeer het nogmaals.',
    retry: 'Opnieuw proberen',
    badSiteContext: 'Onbekende winkel (x-site-context moet nl of be zijn)',
    notOrderable: 'Deze uitvoering is uitverkocht en kan niet besteld worden',
    unknownVariation: 'Deze uitvoering bestaat niet',
  },
  states: {
    submitting: 'Formulier wordt verzonden',
    loading: 'Bezig met laden…',
  },
};

type Messages = typeof nlNl;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

const enUs: Messages = {
  price: {
    from: 'from',
    inclVat: 'incl. VAT',
    exclVat: 'excl. VAT',
  },
  validation: {
    required: 'Required',
    email: 'Please enter a valid email address',
    minLength: 'Minimum length: {{length}} characters',
    maxLength: 'Maximum length: {{length}} characters',
    integer: 'Please enter a whole number',
    minValue: 'The value must be at least {{value}}',
    maxValue: 'The value must be at most {{value}}',
    invalidValue: 'This value is not valid',
    unknownField: 'This field is unknown',
    cardLines: 'Maximum number of lines exceeded',
    cardCharacters: 'Maximum number of characters of {{maxLength}} exceeded.',
    cardTextRequired: 'Type a text for the card',
    cardNotAllowed: 'This card cannot be ordered with this product',
    personalizationNotAvailable: 'This product cannot be personalized',
    personalizationRequired: 'This product is always personalized',
    letterType: 'Upload a letter as a PDF, JPEG or PNG file',
    letterSize: 'A letter can be at most {{size}} MB',
    letterUnknown: 'This letter does not belong to this cart',
    letterNotAvailable: 'A letter cannot be sent with this product',
    upsellNotOffered: 'This extra is not offered with this product',
    productGroupConflict: 'This choice cannot be ordered together with another choice',
  },
  errors: {
    generic: 'An error has occurred',
    form: 'There is an error in the form',
    noResults: 'No results found',
    notFound: 'This page does not exist (anymore)',
    notFoundResource: 'Not found',
    forbidden: 'You do not have access to this page',
    unauthorized: 'Please sign in to continue',
    tooManyRequests: 'Too many attempts. Please try again in {{seconds}} seconds.',
    unavailable: 'The shop cannot be reached right now. Please try again shortly.',
    badRequest: 'The request is not valid',
    payloadTooLarge: 'The request is too large',
    unsupportedMediaType: 'This content type is not supported',
    timeout: 'This is taking too long. Please try again.',
    retry: 'Try again',
    badSiteContext: 'Unknown shop (x-site-context must be nl or be)',
    notOrderable: 'This option is sold out and cannot be ordered',
    unknownVariation: 'This option does not exist',
  },
  states: {
    submitting: 'Submitting the form',
    loading: 'Loading…',
  },
};

const frBe: Messages = {
  price: {
    from: 'à partir de',
    inclVat: 'TVA incl.',
    exclVat: 'hors TVA',
  },
  validation: {
    required: 'Obligatoire',
    email: 'Veuillez saisir une adresse e-mail valide',
    minLength: 'Longueur minimale : {{length}} caractères',
    maxLength: 'Longueur maximale : {{length}} caractères',
    integer: 'Veuillez saisir un nombre entier',
    minValue: 'La valeur doit être au moins {{value}}',
    maxValue: 'La valeur doit être au plus {{value}}',
    invalidValue: "Cette valeur n'est pas valide",
    unknownField: 'Ce champ est inconnu',
    cardLines: 'Le nombre maximal de lignes est dépassé',
    cardCharacters: 'Le nombre maximal de {{maxLength}} caractères est dépassé.',
    cardTextRequired: 'Saisissez un texte pour la carte',
    cardNotAllowed: 'Cette carte ne peut pas être commandée avec ce produit',
    personalizationNotAvailable: 'Ce produit ne peut pas être personnalisé',
    personalizationRequired: 'Ce produit est toujours personnalisé',
    letterType: 'Téléchargez une lettre au format PDF, JPEG ou PNG',
    letterSize: 'Une lettre ne peut pas dépasser {{size}} Mo',
    letterUnknown: "Cette lettre n'appartient pas à ce panier",
    letterNotAvailable: 'Aucune lettre ne peut accompagner ce produit',
    upsellNotOffered: "Ce supplément n'est pas proposé avec ce produit",
    productGroupConflict: 'Ce choix ne peut pas être commandé avec un autre choix',
  },
  errors: {
    generic: "Une erreur s'est produite",
    form: 'Le formulaire contient une erreur',
    noResults: 'Aucun résultat trouvé',
    notFound: "Cette page n'existe pas (ou plus)",
    notFoundResource: 'Introuvable',
    forbidden: "Vous n'avez pas accès à cette page",
    unauthorized: 'Connectez-vous pour continuer',
    tooManyRequests: 'Trop de tentatives. Réessayez dans {{seconds}} secondes.',
    unavailable: 'La boutique est momentanément inaccessible. Réessayez dans un instant.',
    badRequest: "La demande n'est pas valide",
    payloadTooLarge: 'La demande est trop volumineuse',
    unsupportedMediaType: "Ce type de contenu n'est pas pris en charge",
    timeout: 'Cela prend trop de temps. Veuillez réessayer.',
    retry: 'Réessayer',
    badSiteContext: 'Boutique inconnue (x-site-context doit valoir nl ou be)',
    notOrderable: 'Cette version est épuisée et ne peut pas être commandée',
    unknownVariation: "Cette version n'existe pas",
  },
  states: {
    submitting: 'Envoi du formulaire en cours',
    loading: 'Chargement…',
  },
};

const nlBe: DeepPartial<Messages> = {
  validation: {
    letterType: 'Laad een brief op als PDF, JPEG of PNG',
  },
  errors: {
    unavailable: 'De winkel is even niet bereikbaar. Probeer het straks opnieuw.',
  },
};

export const commonMessages: Record<Locale, DeepPartial<Messages>> = {
  'nl-nl': nlNl,
  'nl-be': nlBe,
  'fr-be': frBe,
  'en-us': enUs,
};
export type CommonMessages = Messages;
