import { registerTranslations } from '@shop/shared-ui';

/**
 * The 'auth' namespace: the sign-in, registration and password screens that shared-auth ships
 * (the host and the checkout use them). nl-be lists only what Flemish says differently.
 */
const nlNl = {
  choice: {
    existing: 'Ik heb al een account',
    newCustomer: 'Ik ben nieuw',
    newCustomerIntro: 'Maak een account aan: dan volg je je bestellingen en bestel je sneller.',
    register: 'Account aanmaken',
    forgotPassword: 'Wachtwoord vergeten?',
  },
  register: {
    title: 'Account aanmaken',
    customerType: 'Ik bestel als',
    private: 'Particulier',
    business: 'Zakelijk',
    companyName: 'Bedrijfsnaam',
    fullname: 'Voor- en achternaam',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    passwordHint: 'Minimaal 6 tekens, waaronder 1 cijfer en 1 speciaal teken',
    repeatPassword: 'Herhaal wachtwoord',
    submit: 'Account aanmaken',
    created: 'Je account is aangemaakt. Log in om verder te gaan.',
    haveAccount: 'Heb je al een account? Inloggen',
  },
  forgotPassword: {
    title: 'Wachtwoord vergeten',
    intro:
      'Vul het e-mailadres van je account in. We sturen je een link waarmee je een nieuw wachtwoord kiest.',
    email: 'E-mailadres',
    submit: 'Herstellink versturen',
    sent: 'We hebben een e-mail gestuurd naar {{email}}. Kies via de link daarin een nieuw wachtwoord; de link is 1 uur geldig.',
    register: 'Account aanmaken',
    backToSignIn: 'Terug naar inloggen',
  },
  resetPassword: {
    title: 'Nieuw wachtwoord kiezen',
    newPassword: 'Nieuw wachtwoord',
    repeatPassword: 'Herhaal nieuw wachtwoord',
    submit: 'Wachtwoord opslaan',
    done: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
    signIn: 'Inloggen',
    missingToken:
      'Deze link is niet compleet. Open de link uit de e-mail opnieuw of vraag een nieuwe link aan.',
    requestNew: 'Nieuwe link aanvragen',
  },
};
type AuthMessages = typeof nlNl;

const enUs: AuthMessages = {
  choice: {
    existing: 'I already have an account',
    newCustomer: 'I am new here',
    newCustomerIntro: 'Create an account to follow your orders and order faster.',
    register: 'Create an account',
    forgotPassword: 'Forgot your password?',
  },
  register: {
    title: 'Create an account',
    customerType: 'I order as',
    private: 'Private customer',
    business: 'Business',
    companyName: 'Company name',
    fullname: 'Full name',
    email: 'Email address',
    password: 'Password',
    passwordHint: 'At least 6 characters, including 1 number and 1 special character',
    repeatPassword: 'Repeat password',
    submit: 'Create account',
    created: 'Your account has been created. Please sign in to continue.',
    haveAccount: 'Already have an account? Sign in',
  },
  forgotPassword: {
    title: 'Forgot password',
    intro: "Enter your account's email address. We will send you a link to choose a new password.",
    email: 'Email address',
    submit: 'Send reset link',
    sent: 'We have sent an email to {{email}}. Use the link in it to choose a new password; it is valid for 1 hour.',
    register: 'Create an account',
    backToSignIn: 'Back to sign in',
  },
  resetPassword: {
    title: 'Choose a new password',
    newPassword: 'New password',
    repeatPassword: 'Repeat new password',
    submit: 'Save password',
    done: 'Your password has been changed. You can now sign in with your new password.',
    signIn: 'Sign in',
    missingToken:
      'This link is incomplete. Open the link from the email again or request a new one.',
    requestNew: 'Request a new link',
  },
};

const frBe: AuthMessages = {
  choice: {
    existing: "J'ai déjà un compte",
    newCustomer: 'Je suis nouveau',
    newCustomerIntro: 'Créez un compte pour suivre vos commandes et commander plus vite.',
    register: 'Créer un compte',
    forgotPassword: 'Mot de passe oublié ?',
  },
  register: {
    title: 'Créer un compte',
    customerType: 'Je commande en tant que',
    private: 'Particulier',
    business: 'Entreprise',
    companyName: "Nom de l'entreprise",
    fullname: 'Prénom et nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    passwordHint: 'Au moins 6 caractères, dont 1 chiffre et 1 caractère spécial',
    repeatPassword: 'Répétez le mot de passe',
    submit: 'Créer le compte',
    created: 'Votre compte a été créé. Connectez-vous pour continuer.',
    haveAccount: 'Vous avez déjà un compte ? Se connecter',
  },
  forgotPassword: {
    title: 'Mot de passe oublié',
    intro:
      "Saisissez l'adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    email: 'Adresse e-mail',
    submit: 'Envoyer le lien',
    sent: 'Nous avons envoyé un e-mail à {{email}}. Le lien qu’il contient permet de choisir un nouveau mot de passe ; il est valable 1 heure.',
    register: 'Créer un compte',
    backToSignIn: 'Retour à la connexion',
  },
  resetPassword: {
    title: 'Choisir un nouveau mot de passe',
    newPassword: 'Nouveau mot de passe',
    repeatPassword: 'Répétez le nouveau mot de passe',
    submit: 'Enregistrer le mot de passe',
    done: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    signIn: 'Se connecter',
    missingToken:
      "Ce lien est incomplet. Ouvrez à nouveau le lien de l'e-mail ou demandez un nouveau lien.",
    requestNew: 'Demander un nouveau lien',
  },
};

const nlBe = {
  choice: {
    newCustomerIntro: 'Maak een account aan: zo volg je je bestellingen en bestel je sneller.',
  },
};

export const authMessages = { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs };

registerTranslations('auth', authMessages);
