import type { Locale } from '@shop/shared-ui';

/** The host's namespace. nl-be only lists what Flemish says differently from nl-nl. */
const nlNl = {
  brand: 'Bloem & Zo',
  skipToContent: 'Direct naar de inhoud',
  nav: {
    main: 'Hoofdmenu',
    home: 'Home',
    giftcards: 'Cadeaukaarten',
    account: 'Mijn account',
    orderSearch: 'Bestelling zoeken',
  },
  locale: {
    label: 'Taal en land',
    'nl-nl': 'Nederlands (Nederland)',
    'nl-be': 'Nederlands (België)',
    'fr-be': 'Français (Belgique)',
    'en-us': 'English (US)',
  },
  vat: {
    question: 'Bestel je zakelijk?',
    inclusive: 'Prijzen incl. btw',
    exclusive: 'Prijzen excl. btw',
  },
  footer: {
    tagline: 'Bloemen, planten en cadeaus, bezorgd in Nederland en België.',
    service: 'Klantenservice',
    delivery: 'Bezorging',
    release: 'Versie {{release}}',
    geonamesCredit: 'Bevat gegevens van GeoNames',
    whosOnFirstCredit: "Gegevens van Who's On First",
  },
  notFound: {
    title: 'Pagina niet gevonden',
    body: 'Deze pagina bestaat niet (meer). Misschien vind je via de categorieën wat je zoekt.',
    home: 'Naar de homepage',
  },
  forbidden: {
    title: 'Geen toegang',
    body: 'Je hebt geen rechten voor deze pagina. Vraag de beheerder van je bedrijfsaccount om toegang.',
  },
  signIn: {
    title: 'Inloggen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    signOut: 'Uitloggen',
    invalidCredentials: 'Dit e-mailadres en wachtwoord horen niet bij elkaar.',
    continue: 'Verder zonder inloggen',
    completing: 'Je wordt ingelogd…',
    callbackFailed:
      'Inloggen is niet gelukt. De inlogpagina is verlopen of in een ander venster geopend.',
    tryAgain: 'Opnieuw inloggen',
  },
  slot: {
    widgetUnavailable: 'Tijdelijk niet beschikbaar.',
  },
};
type HostMessages = typeof nlNl;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

const enUs: HostMessages = {
  brand: 'Bloem & Zo',
  skipToContent: 'Skip to content',
  nav: {
    main: 'Main menu',
    home: 'Home',
    giftcards: 'Gift cards',
    account: 'My account',
    orderSearch: 'Find an order',
  },
  locale: {
    label: 'Language and country',
    'nl-nl': 'Nederlands (Nederland)',
    'nl-be': 'Nederlands (België)',
    'fr-be': 'Français (Belgique)',
    'en-us': 'English (US)',
  },
  vat: {
    question: 'Do you shop for business?',
    inclusive: 'Prices incl. VAT',
    exclusive: 'Prices excl. VAT',
  },
  footer: {
    tagline: 'Flowers, plants and gifts, delivered in the Netherlands and Belgium.',
    service: 'Customer service',
    delivery: 'Delivery',
    release: 'Version {{release}}',
    geonamesCredit: 'Contains data from GeoNames',
    whosOnFirstCredit: "Data from Who's On First",
  },
  notFound: {
    title: 'Page not found',
    body: 'This page does not exist (anymore). The categories may help you find what you are looking for.',
    home: 'Go to the home page',
  },
  forbidden: {
    title: 'No access',
    body: 'You do not have the rights for this page. Ask the administrator of your company account for access.',
  },
  signIn: {
    title: 'Sign in',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    signOut: 'Sign out',
    invalidCredentials: 'This email address and password do not match.',
    continue: 'Continue without signing in',
    completing: 'Signing you in…',
    callbackFailed:
      'Signing in did not work. The sign-in page expired or was opened in another window.',
    tryAgain: 'Sign in again',
  },
  slot: {
    widgetUnavailable: 'Temporarily unavailable.',
  },
};

const frBe: HostMessages = {
  brand: 'Bloem & Zo',
  skipToContent: 'Aller au contenu',
  nav: {
    main: 'Menu principal',
    home: 'Accueil',
    giftcards: 'Cartes cadeaux',
    account: 'Mon compte',
    orderSearch: 'Retrouver une commande',
  },
  locale: {
    label: 'Langue et pays',
    'nl-nl': 'Nederlands (Nederland)',
    'nl-be': 'Nederlands (België)',
    'fr-be': 'Français (Belgique)',
    'en-us': 'English (US)',
  },
  vat: {
    question: 'Vous achetez pour votre entreprise ?',
    inclusive: 'Prix TVA comprise',
    exclusive: 'Prix hors TVA',
  },
  footer: {
    tagline: 'Fleurs, plantes et cadeaux livrés aux Pays-Bas et en Belgique.',
    service: 'Service clientèle',
    delivery: 'Livraison',
    release: 'Version {{release}}',
    geonamesCredit: 'Contient des données de GeoNames',
    whosOnFirstCredit: "Données de Who's On First",
  },
  notFound: {
    title: 'Page introuvable',
    body: "Cette page n'existe pas (ou plus). Les catégories vous aideront peut-être à trouver ce que vous cherchez.",
    home: "Retour à la page d'accueil",
  },
  forbidden: {
    title: 'Accès refusé',
    body: "Vous n'avez pas les droits pour cette page. Demandez l'accès à l'administrateur de votre compte entreprise.",
  },
  signIn: {
    title: 'Se connecter',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    signOut: 'Se déconnecter',
    invalidCredentials: 'Cette adresse e-mail et ce mot de passe ne correspondent pas.',
    continue: 'Continuer sans se connecter',
    completing: 'Connexion en cours…',
    callbackFailed:
      "La connexion n'a pas abouti. La page de connexion a expiré ou a été ouverte dans une autre fenêtre.",
    tryAgain: 'Se reconnecter',
  },
  slot: {
    widgetUnavailable: 'Momentanément indisponible.',
  },
};

const nlBe: DeepPartial<HostMessages> = {
  vat: { question: 'Bestel je voor je onderneming?' },
  footer: { tagline: 'Bloemen, planten en geschenken, geleverd in België en Nederland.' },
};

export const hostMessages: Record<Locale, DeepPartial<HostMessages>> = {
  'nl-nl': nlNl,
  'nl-be': nlBe,
  'fr-be': frBe,
  'en-us': enUs,
};
