import { registerTranslations } from '@shop/shared-ui';

// The address book screen's texts (features/address-book); the address form's own labels are
// the 'address' namespace of @shop/shared-ui/forms.
const nlNl = {
  addressBook: {
    add: 'Adres toevoegen',
    addTitle: 'Nieuw adres',
    editTitle: 'Adres wijzigen',
    edit: 'Wijzigen',
    makeDefault: 'Maak standaard bezorgadres',
    delete: 'Verwijderen',
    confirmDelete: 'Dit adres verwijderen?',
    confirmYes: 'Ja, verwijderen',
    cancel: 'Annuleren',
    save: 'Adres opslaan',
    newsletter: 'Ik wil de nieuwsbrief ontvangen',
    useAsDefault: 'Gebruik dit als mijn standaard bezorgadres',
    forCompany: 'Adres van het bedrijf (gedeeld met je collega’s)',
    empty: 'Je adresboek is nog leeg.',
    kind: 'Soort adres',
    attn: 'T.a.v. {{attn}}',
    defaultDelivery: 'Standaard bezorgadres',
    defaultInvoice: 'Standaard factuuradres',
    companyMain: 'Vestigingsadres van het bedrijf',
    companyAddress: 'Bedrijfsadres',
    lockedBy: 'Wordt bewerkt door {{name}} tot {{time}}',
    notDeletable: 'Adres kan niet worden verwijderd',
    notDeletable_main: 'dit is het vestigingsadres van het bedrijf.',
    notDeletable_invoice: 'dit is het standaard factuuradres.',
    notDeletable_delivery: 'dit is het standaard bezorgadres. Kies eerst een ander.',
    saveFailed: 'Adres opslaan mislukt',
    done_created: 'Het adres is toegevoegd.',
    done_updated: 'Het adres is bijgewerkt.',
    done_removed: 'Het adres is verwijderd.',
    done_madeDefault: 'Het adres is opgeslagen als standaard bezorgadres.',
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  addressBook: {
    add: 'Add address',
    addTitle: 'New address',
    editTitle: 'Change address',
    edit: 'Change',
    makeDefault: 'Make default delivery address',
    delete: 'Delete',
    confirmDelete: 'Delete this address?',
    confirmYes: 'Yes, delete',
    cancel: 'Cancel',
    save: 'Save address',
    newsletter: 'I would like to receive the newsletter',
    useAsDefault: 'Use this as my default delivery address',
    forCompany: 'A company address (shared with your colleagues)',
    empty: 'Your address book is still empty.',
    kind: 'Kind of address',
    attn: 'Attn. {{attn}}',
    defaultDelivery: 'Default delivery address',
    defaultInvoice: 'Default invoice address',
    companyMain: 'Company establishment address',
    companyAddress: 'Company address',
    lockedBy: 'Being edited by {{name}} until {{time}}',
    notDeletable: 'Address cannot be deleted',
    notDeletable_main: 'it is the company’s establishment address.',
    notDeletable_invoice: 'it is the default invoice address.',
    notDeletable_delivery: 'it is the default delivery address. Choose another one first.',
    saveFailed: 'Save address failed',
    done_created: 'The address has been created.',
    done_updated: 'The address has been updated.',
    done_removed: 'The address has been removed.',
    done_madeDefault: 'The address has been saved as your default delivery address.',
  },
};

const frBe: Messages = {
  addressBook: {
    add: 'Ajouter une adresse',
    addTitle: 'Nouvelle adresse',
    editTitle: 'Modifier l’adresse',
    edit: 'Modifier',
    makeDefault: 'Choisir comme adresse de livraison par défaut',
    delete: 'Supprimer',
    confirmDelete: 'Supprimer cette adresse ?',
    confirmYes: 'Oui, supprimer',
    cancel: 'Annuler',
    save: 'Enregistrer l’adresse',
    newsletter: 'Je souhaite recevoir la newsletter',
    useAsDefault: 'Utiliser comme mon adresse de livraison par défaut',
    forCompany: 'Adresse de l’entreprise (partagée avec vos collègues)',
    empty: 'Votre carnet d’adresses est encore vide.',
    kind: 'Type d’adresse',
    attn: 'À l’attention de {{attn}}',
    defaultDelivery: 'Adresse de livraison par défaut',
    defaultInvoice: 'Adresse de facturation par défaut',
    companyMain: 'Adresse d’établissement de l’entreprise',
    companyAddress: 'Adresse de l’entreprise',
    lockedBy: "En cours de modification par {{name}} jusqu'à {{time}}",
    notDeletable: 'L’adresse ne peut pas être supprimée',
    notDeletable_main: 'c’est l’adresse d’établissement de l’entreprise.',
    notDeletable_invoice: 'c’est l’adresse de facturation par défaut.',
    notDeletable_delivery:
      'c’est l’adresse de livraison par défaut. Choisissez-en d’abord une autre.',
    saveFailed: 'L’enregistrement de l’adresse a échoué',
    done_created: 'L’adresse a été ajoutée.',
    done_updated: 'L’adresse a été mise à jour.',
    done_removed: 'L’adresse a été supprimée.',
    done_madeDefault: 'L’adresse est désormais votre adresse de livraison par défaut.',
  },
};

// Flemish: only what differs from nl-nl.
const nlBe = {
  addressBook: { newsletter: 'Ik wil graag de nieuwsbrief ontvangen' },
};

registerTranslations('account', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
