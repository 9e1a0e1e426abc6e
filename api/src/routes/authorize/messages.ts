import { defaultLocale, type Locale } from '@shop/contracts/messages';

/** Texts of the server-rendered /authorize page (it has no JavaScript and no i18next on the page). */
const nlNl = {
  title: 'Inloggen',
  intro: 'Log in met je e-mailadres en wachtwoord om verder te gaan.',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  submit: 'Inloggen',
  forgotPassword: 'Wachtwoord vergeten?',
  noAccount: 'Nog geen account?',
  register: 'Registreer je',
  backToShop: 'Terug naar de winkel',
  required: 'Vul je e-mailadres en wachtwoord in.',
  invalidCredentials: 'Dit e-mailadres en wachtwoord horen niet bij elkaar.',
  invalidRequest:
    'Deze inlogpagina is niet goed geopend. Ga terug naar de winkel en probeer het opnieuw.',
  expired: 'Deze pagina is verlopen. Vul je gegevens nogmaals in.',
  tooManyRequests: 'Te veel pogingen. Probeer het over {seconds} seconden opnieuw.',
  unavailable: 'Inloggen lukt nu even niet. Probeer het zo nogmaals.',
  errorSummary: 'Er zit een fout in het formulier',
};
export type AuthorizeTexts = typeof nlNl;

const enUs: AuthorizeTexts = {
  title: 'Sign in',
  intro: 'Sign in with your email address and password to continue.',
  email: 'Email address',
  password: 'Password',
  submit: 'Sign in',
  forgotPassword: 'Forgot your password?',
  noAccount: 'No account yet?',
  register: 'Register',
  backToShop: 'Back to the shop',
  required: 'Enter your email address and password.',
  invalidCredentials: 'This email address and password do not match.',
  invalidRequest: 'This sign-in page was not opened correctly. Go back to the shop and try again.',
  expired: 'This page has expired. Please enter your details again.',
  tooManyRequests: 'Too many attempts. Try again in {seconds} seconds.',
  unavailable: 'Signing in is not possible right now. Please try again shortly.',
  errorSummary: 'There is an error in the form',
};

const frBe: AuthorizeTexts = {
  title: 'Se connecter',
  intro: 'Connectez-vous avec votre adresse e-mail et votre mot de passe pour continuer.',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  forgotPassword: 'Mot de passe oublié ?',
  noAccount: 'Pas encore de compte ?',
  register: 'Inscrivez-vous',
  backToShop: 'Retour à la boutique',
  required: 'Saisissez votre adresse e-mail et votre mot de passe.',
  invalidCredentials: 'Cette adresse e-mail et ce mot de passe ne correspondent pas.',
  invalidRequest:
    "Cette page de connexion n'a pas été ouverte correctement. Retournez à la boutique et réessayez.",
  expired: 'Cette page a expiré. Veuillez saisir à nouveau vos données.',
  tooManyRequests: 'Trop de tentatives. Réessayez dans {seconds} secondes.',
  unavailable: 'La connexion est momentanément impossible. Réessayez dans un instant.',
  errorSummary: 'Le formulaire contient une erreur',
};

const texts: Record<Locale, AuthorizeTexts> = {
  'nl-nl': nlNl,
  'nl-be': { ...nlNl, intro: 'Meld je aan met je e-mailadres en wachtwoord om verder te gaan.' },
  'fr-be': frBe,
  'en-us': enUs,
};

export function authorizeTexts(locale: Locale): AuthorizeTexts {
  return texts[locale] ?? texts[defaultLocale];
}
