import { registerTranslations } from '@shop/shared-ui';

// The change password screen's texts (features/change-password); the password rule and the
// 'Passwords do not match' and 'Current password is wrong' texts are the forms' common ones.
const nlNl = {
  changePassword: {
    current: 'Huidig wachtwoord',
    new: 'Nieuw wachtwoord',
    repeat: 'Herhaal nieuw wachtwoord',
    submit: 'Wachtwoord wijzigen',
    changed: 'Je wachtwoord is gewijzigd.',
    failed:
      'Er is een fout opgetreden tijdens het wijzigen van het wachtwoord. Probeer het nogmaals of neem contact op met de klantenservice.',
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  changePassword: {
    current: 'Current password',
    new: 'New password',
    repeat: 'Repeat new password',
    submit: 'Change password',
    changed: 'Your password has been updated.',
    failed:
      'An error has occurred while changing the password. Please try again or contact Customer Service.',
  },
};

const frBe: Messages = {
  changePassword: {
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    repeat: 'Répétez le nouveau mot de passe',
    submit: 'Modifier le mot de passe',
    changed: 'Votre mot de passe a été modifié.',
    failed:
      'Une erreur est survenue lors de la modification du mot de passe. Veuillez réessayer ou contacter le service clientèle.',
  },
};

// Flemish: only what differs from nl-nl.
const nlBe = {
  changePassword: {
    failed:
      'Er is een fout opgetreden tijdens het wijzigen van het wachtwoord. Probeer het nogmaals of neem contact op met de klantendienst.',
  },
};

registerTranslations('account', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
