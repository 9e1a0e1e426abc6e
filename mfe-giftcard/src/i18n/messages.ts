import { registerTranslations } from '@shop/shared-ui';

const nlNl = {
  nav: { label: 'Cadeaukaarten', balance: 'Saldo opvragen', salesPoints: 'Verkooppunten' },
  balance: {
    title: 'Saldo van je cadeaukaart',
    intro:
      'Vul het kaartnummer en de controlecode in die op de achterkant van je cadeaukaart staan.',
    cardNumber: 'Kaartnummer',
    cardNumberHint: '16 cijfers',
    verificationCode: 'Controlecode',
    submit: 'Saldo opvragen',
    result: 'Saldo van kaart {{card}}',
    balance: 'Saldo',
    expires: 'Geldig tot {{date}}',
  },
  salesPoints: {
    title: 'Verkooppunten',
    placeholder: 'De verkooppuntzoeker is nog niet beschikbaar in deze versie van de winkel.',
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  nav: { label: 'Gift cards', balance: 'Check balance', salesPoints: 'Sales points' },
  balance: {
    title: 'Your gift card balance',
    intro: 'Enter the card number and the verification code printed on the back of your gift card.',
    cardNumber: 'Card number',
    cardNumberHint: '16 digits',
    verificationCode: 'Verification code',
    submit: 'Check balance',
    result: 'Balance of card {{card}}',
    balance: 'Balance',
    expires: 'Valid until {{date}}',
  },
  salesPoints: {
    title: 'Sales points',
    placeholder: 'The sales point locator is not available yet in this version of the shop.',
  },
};

const frBe: Messages = {
  nav: { label: 'Cartes cadeaux', balance: 'Consulter le solde', salesPoints: 'Points de vente' },
  balance: {
    title: 'Solde de votre carte cadeau',
    intro:
      'Saisissez le numéro de carte et le code de vérification imprimés au dos de votre carte cadeau.',
    cardNumber: 'Numéro de carte',
    cardNumberHint: '16 chiffres',
    verificationCode: 'Code de vérification',
    submit: 'Consulter le solde',
    result: 'Solde de la carte {{card}}',
    balance: 'Solde',
    expires: "Valable jusqu'au {{date}}",
  },
  salesPoints: {
    title: 'Points de vente',
    placeholder:
      "Le localisateur de points de vente n'est pas encore disponible dans cette version de la boutique.",
  },
};

const nlBe = {
  balance: { title: 'Saldo van je geschenkkaart' },
  nav: { label: 'Geschenkkaarten' },
};

registerTranslations('giftcard', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
