import { registerTranslations } from '@shop/shared-ui';

// The design dialog's and the cart's design texts (ADR 0028), loaded with the dialog and the
// cart page only: the product page carries them once the shopper makes a design.
const nlNl = {
  design: {
    title: 'Ontwerp maken',
    editTitle: 'Ontwerp wijzigen',
    intro: 'Wat komt er op {{product}}? Je ziet het voorbeeld terwijl je typt.',
    remaining_one: 'Nog {{count}} teken',
    remaining_other: 'Nog {{count}} tekens',
    optional: '(optioneel)',
    photo: 'Foto',
    photoHint: 'JPEG of PNG, maximaal {{size}} MB',
    photoChosen: 'Gekozen foto: {{file}}',
    removePhoto: 'Foto verwijderen',
    preview: 'Voorbeeld',
    previewEmpty: 'Je tekst verschijnt hier.',
    previewPhoto: 'Je foto',
    confirm: 'Ontwerp bevestigen',
    saving: 'Bezig met opslaan…',
    cancel: 'Annuleren',
    close: 'Sluiten',
    uploadingPhoto: 'Je foto wordt geüpload…',
    summary: 'Ontwerp',
    summaryPhoto: 'Foto: {{file}}',
    summaryEmpty: 'Nog geen ontwerp',
    edit: 'Ontwerp wijzigen',
    editOf: 'Ontwerp wijzigen voor {{product}}',
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  design: {
    title: 'Create design',
    editTitle: 'Edit design',
    intro: 'What goes on {{product}}? You see the preview as you type.',
    remaining_one: '{{count}} character left',
    remaining_other: '{{count}} characters left',
    optional: '(optional)',
    photo: 'Photo',
    photoHint: 'JPEG or PNG, at most {{size}} MB',
    photoChosen: 'Chosen photo: {{file}}',
    removePhoto: 'Remove photo',
    preview: 'Preview',
    previewEmpty: 'Your text appears here.',
    previewPhoto: 'Your photo',
    confirm: 'Confirm design',
    saving: 'Saving…',
    cancel: 'Cancel',
    close: 'Close',
    uploadingPhoto: 'Uploading your photo…',
    summary: 'Design',
    summaryPhoto: 'Photo: {{file}}',
    summaryEmpty: 'No design yet',
    edit: 'Edit design',
    editOf: 'Edit design for {{product}}',
  },
};

const frBe: Messages = {
  design: {
    title: 'Créer le design',
    editTitle: 'Modifier le design',
    intro: 'Que mettre sur {{product}} ? Vous voyez l’aperçu pendant la saisie.',
    remaining_one: 'Encore {{count}} caractère',
    remaining_other: 'Encore {{count}} caractères',
    optional: '(facultatif)',
    photo: 'Photo',
    photoHint: 'JPEG ou PNG, {{size}} Mo maximum',
    photoChosen: 'Photo choisie : {{file}}',
    removePhoto: 'Supprimer la photo',
    preview: 'Aperçu',
    previewEmpty: 'Votre texte apparaît ici.',
    previewPhoto: 'Votre photo',
    confirm: 'Confirmer le design',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    close: 'Fermer',
    uploadingPhoto: 'Envoi de votre photo…',
    summary: 'Design',
    summaryPhoto: 'Photo : {{file}}',
    summaryEmpty: 'Pas encore de design',
    edit: 'Modifier le design',
    editOf: 'Modifier le design de {{product}}',
  },
};

// Flemish says only this differently; the rest falls back to nl-nl.
const nlBe = { design: { photoHint: 'JPEG of PNG, hoogstens {{size}} MB' } };

registerTranslations('checkout', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
