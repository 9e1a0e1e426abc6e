import { registerTranslations } from '@shop/shared-ui';

/** The questions the product page asks before adding to the cart (spec §5). */
const nlNl = {
  dialogs: {
    close: 'Sluiten',
    cardWithoutText: {
      title: 'Je kaartje heeft nog geen tekst',
      body: 'Typ een tekst voor op het kaartje, of ga verder zonder kaartje.',
      confirm: 'Tekst typen',
      alternative: 'Verder zonder kaartje',
    },
    letterWithoutFile: {
      title: 'Je hebt nog geen brief gekozen',
      body: 'Upload je brief, of ga verder zonder brief.',
      confirm: 'Brief uploaden',
      alternative: 'Verder zonder brief',
    },
    nothingPersonal: {
      title: 'Niets persoonlijks toevoegen?',
      body: 'Je hebt geen kaartje, brief of personalisatie gekozen. Wil je toch verder?',
      confirm: 'Ja, verder zonder',
      alternative: 'Iets persoonlijks toevoegen',
    },
    samePersonalization: {
      title: 'Dezelfde personalisatie voor alle {{quantity}} stuks',
      body: 'Alle {{quantity}} stuks krijgen dezelfde personalisatie. Wil je ze zo toevoegen?',
      confirm: 'Ja, toevoegen',
      alternative: 'Annuleren',
    },
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  dialogs: {
    close: 'Close',
    cardWithoutText: {
      title: 'Your card has no text yet',
      body: 'Type a text for the card, or continue without a card.',
      confirm: 'Type a text',
      alternative: 'Continue without card',
    },
    letterWithoutFile: {
      title: 'You have not chosen a letter yet',
      body: 'Upload your letter, or continue without a letter.',
      confirm: 'Upload a letter',
      alternative: 'Continue without letter',
    },
    nothingPersonal: {
      title: 'Add nothing personal?',
      body: 'You have not chosen a card, letter or personalization. Continue anyway?',
      confirm: 'Yes, continue without',
      alternative: 'Add something personal',
    },
    samePersonalization: {
      title: 'The same personalization for all {{quantity}} items',
      body: 'All {{quantity}} items get the same personalization. Add them like this?',
      confirm: 'Yes, add them',
      alternative: 'Cancel',
    },
  },
};

const frBe: Messages = {
  dialogs: {
    close: 'Fermer',
    cardWithoutText: {
      title: "Votre carte n'a pas encore de texte",
      body: 'Saisissez un texte pour la carte, ou continuez sans carte.',
      confirm: 'Saisir un texte',
      alternative: 'Continuer sans carte',
    },
    letterWithoutFile: {
      title: "Vous n'avez pas encore choisi de lettre",
      body: 'Téléchargez votre lettre, ou continuez sans lettre.',
      confirm: 'Télécharger une lettre',
      alternative: 'Continuer sans lettre',
    },
    nothingPersonal: {
      title: 'Ne rien ajouter de personnel ?',
      body: "Vous n'avez choisi ni carte, ni lettre, ni personnalisation. Continuer quand même ?",
      confirm: 'Oui, continuer sans',
      alternative: 'Ajouter une touche personnelle',
    },
    samePersonalization: {
      title: 'La même personnalisation pour les {{quantity}} articles',
      body: 'Les {{quantity}} articles reçoivent la même personnalisation. Les ajouter ainsi ?',
      confirm: 'Oui, ajouter',
      alternative: 'Annuler',
    },
  },
};

// Flemish: only what differs from nl-nl.
const nlBe = {
  dialogs: {
    letterWithoutFile: {
      body: 'Laad je brief op, of ga verder zonder brief.',
      confirm: 'Brief opladen',
    },
  },
};

registerTranslations('product', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
