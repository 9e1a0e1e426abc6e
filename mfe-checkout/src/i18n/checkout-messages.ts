import { registerTranslations } from '@shop/shared-ui';

// The checkout steps' texts, apart from messages.ts: the product page loads add-to-cart and the
// mini-cart (and so messages.ts) on every visit, and must not carry these (its JS budget).
const nlNl = {
  checkout: {
    next: 'Volgende stap',
    back: 'Vorige stap',
    stepsDone: 'Stap {{step}} van 3',
    order: {
      deliverTo: 'Bezorgen in',
      country_NL: 'Nederland',
      country_BE: 'België',
      deliveryDate: 'Bezorgdatum',
      chooseDate: 'Kies een datum',
      remark: 'Opmerking voor de bezorger (optioneel)',
      remarkHint: 'Bijvoorbeeld: bel aan bij de buren. Maximaal 250 tekens.',
      card: 'Kaartje {{name}}: “{{text}}”',
      personalization: 'Gepersonaliseerd',
      letter: 'Brief: {{file}}',
      subtotal: 'Subtotaal',
      delivery: 'Bezorgkosten',
      vat: 'Btw',
      total: 'Totaal',
      lines: 'Je bestelling',
      addressIn: 'Land van je adres',
      giftCardByMail: 'Per e-mail, zodra je betaling binnen is',
      giftCardsOnly:
        'Je bestelt alleen cadeaukaarten: die sturen we per e-mail, zodra je betaling binnen is. Er is niets te bezorgen en je betaalt geen bezorgkosten.',
    },
    address: {
      title: 'Wie ontvangt de bestelling?',
      fromBook: 'Kies uit je adresboek',
    },
    details: {
      account: 'Heb je al een account?',
      signIn: 'Inloggen',
      register: 'Account aanmaken',
      guest: 'Of bestel als gast:',
      signedInAs: 'Je bent ingelogd als {{email}}.',
      email: 'E-mailadres',
      emailHint: 'Hier sturen we de bevestiging van je bestelling heen',
      invoiceSame: 'Het factuuradres is hetzelfde als het bezorgadres',
      invoiceTitle: 'Factuuradres',
      payment: 'Betaalmethode',
      method_ideal: 'iDEAL',
      method_creditcard: 'Creditcard',
      method_afterpay: 'AfterPay: achteraf betalen',
      method_invoice: 'Op rekening (factuur aan je bedrijf)',
      bank: 'Kies je bank',
      chooseBank: 'Kies je bank…',
      cardNumber: 'Kaartnummer',
      cardHolder: 'Naam op de kaart',
      expiryMonth: 'Vervalmaand',
      expiryYear: 'Vervaljaar',
      cvc: 'Beveiligingscode (CVC)',
      afterpayTerms: 'Ik ga akkoord met de algemene voorwaarden van AfterPay',
      submit: 'Bestellen en betalen',
      submitInvoice: 'Bestelling plaatsen',
      toBank: 'Je gaat nu naar de betaalpagina…',
      retrySafe:
        'Alles wat je invulde staat er nog. Probeer het opnieuw: je bestelling wordt nooit dubbel geplaatst.',
    },
    confirmation: {
      title: 'Bedankt voor je bestelling',
      number: 'Je bestelnummer is {{number}}.',
      mailed: 'We hebben een bevestiging gestuurd naar {{email}}.',
      approval: 'Je bestelling wacht op goedkeuring binnen je bedrijf. We laten het je weten.',
      waitingTitle: 'Je betaling wordt verwerkt',
      waiting: 'We wachten op de bevestiging van je betaling…',
      checkAgain: 'Opnieuw controleren',
      toBank: 'Naar de betaalpagina',
      failedTitle: 'Je betaling is niet gelukt',
      failed:
        'Je bestelling {{number}} is geannuleerd. Je winkelwagen staat nog klaar: kies een andere betaalmethode.',
      retry: 'Opnieuw proberen',
      notFound: 'We kunnen deze bestelling niet tonen.',
      deliveryOn: 'Bezorging op {{date}}',
      deliveredTo: 'Bezorgadres',
      continueShopping: 'Verder winkelen',
      giftCards:
        'Het kaartnummer en de controlecode van je cadeaukaart sturen we naar {{email}}, zodra je betaling binnen is.',
    },
  },
};
type Messages = typeof nlNl;

const enUs: Messages = {
  checkout: {
    next: 'Next step',
    back: 'Previous step',
    stepsDone: 'Step {{step}} of 3',
    order: {
      deliverTo: 'Deliver in',
      country_NL: 'the Netherlands',
      country_BE: 'Belgium',
      deliveryDate: 'Delivery date',
      chooseDate: 'Choose a date',
      remark: 'Note for the courier (optional)',
      remarkHint: 'For example: ring the neighbours’ bell. At most 250 characters.',
      card: 'Card {{name}}: “{{text}}”',
      personalization: 'Personalized',
      letter: 'Letter: {{file}}',
      subtotal: 'Subtotal',
      delivery: 'Delivery',
      vat: 'VAT',
      total: 'Total',
      lines: 'Your order',
      addressIn: 'Country of your address',
      giftCardByMail: 'By e-mail, as soon as your payment is in',
      giftCardsOnly:
        'You are ordering gift cards only: we e-mail them as soon as your payment is in. There is nothing to deliver and no delivery cost.',
    },
    address: {
      title: 'Who receives the order?',
      fromBook: 'Choose from your address book',
    },
    details: {
      account: 'Do you have an account?',
      signIn: 'Sign in',
      register: 'Create an account',
      guest: 'Or order as a guest:',
      signedInAs: 'You are signed in as {{email}}.',
      email: 'Email address',
      emailHint: 'Where we send the confirmation of your order',
      invoiceSame: 'The invoice address is the same as the delivery address',
      invoiceTitle: 'Invoice address',
      payment: 'Payment method',
      method_ideal: 'iDEAL',
      method_creditcard: 'Credit card',
      method_afterpay: 'AfterPay: pay later',
      method_invoice: 'On account (invoice to your company)',
      bank: 'Choose your bank',
      chooseBank: 'Choose your bank…',
      cardNumber: 'Card number',
      cardHolder: 'Name on the card',
      expiryMonth: 'Expiry month',
      expiryYear: 'Expiry year',
      cvc: 'Security code (CVC)',
      afterpayTerms: 'I agree to AfterPay’s terms and conditions',
      submit: 'Order and pay',
      submitInvoice: 'Place order',
      toBank: 'Taking you to the payment page…',
      retrySafe:
        'Everything you entered is still here. Please try again: your order is never placed twice.',
    },
    confirmation: {
      title: 'Thank you for your order',
      number: 'Your order number is {{number}}.',
      mailed: 'We sent a confirmation to {{email}}.',
      approval: 'Your order is waiting for approval within your company. We will let you know.',
      waitingTitle: 'Your payment is being processed',
      waiting: 'We are waiting for the confirmation of your payment…',
      checkAgain: 'Check again',
      toBank: 'Go to the payment page',
      failedTitle: 'Your payment did not succeed',
      failed:
        'Your order {{number}} has been canceled. Your cart is still there: choose another payment method.',
      retry: 'Try again',
      notFound: 'We cannot show this order.',
      deliveryOn: 'Delivery on {{date}}',
      deliveredTo: 'Delivery address',
      continueShopping: 'Continue shopping',
      giftCards:
        'We e-mail the card number and verification code of your gift card to {{email}} as soon as your payment is in.',
    },
  },
};

const frBe: Messages = {
  checkout: {
    next: 'Étape suivante',
    back: 'Étape précédente',
    stepsDone: 'Étape {{step}} sur 3',
    order: {
      deliverTo: 'Livrer en',
      country_NL: 'Pays-Bas',
      country_BE: 'Belgique',
      deliveryDate: 'Date de livraison',
      chooseDate: 'Choisissez une date',
      remark: 'Remarque pour le livreur (facultatif)',
      remarkHint: 'Par exemple : sonnez chez les voisins. 250 caractères au maximum.',
      card: 'Carte {{name}} : « {{text}} »',
      personalization: 'Personnalisé',
      letter: 'Lettre : {{file}}',
      subtotal: 'Sous-total',
      delivery: 'Frais de livraison',
      vat: 'TVA',
      total: 'Total',
      lines: 'Votre commande',
      addressIn: 'Pays de votre adresse',
      giftCardByMail: 'Par e-mail, dès réception de votre paiement',
      giftCardsOnly:
        'Vous ne commandez que des cartes cadeaux : nous vous les envoyons par e-mail dès réception de votre paiement. Rien à livrer, pas de frais de livraison.',
    },
    address: {
      title: 'Qui reçoit la commande ?',
      fromBook: 'Choisissez dans votre carnet d’adresses',
    },
    details: {
      account: 'Vous avez déjà un compte ?',
      signIn: 'Se connecter',
      register: 'Créer un compte',
      guest: 'Ou commandez en tant qu’invité :',
      signedInAs: 'Vous êtes connecté en tant que {{email}}.',
      email: 'Adresse e-mail',
      emailHint: 'Nous y envoyons la confirmation de votre commande',
      invoiceSame: 'L’adresse de facturation est la même que l’adresse de livraison',
      invoiceTitle: 'Adresse de facturation',
      payment: 'Mode de paiement',
      method_ideal: 'iDEAL',
      method_creditcard: 'Carte de crédit',
      method_afterpay: 'AfterPay : payer plus tard',
      method_invoice: 'Sur compte (facture à votre entreprise)',
      bank: 'Choisissez votre banque',
      chooseBank: 'Choisissez votre banque…',
      cardNumber: 'Numéro de carte',
      cardHolder: 'Nom sur la carte',
      expiryMonth: 'Mois d’expiration',
      expiryYear: 'Année d’expiration',
      cvc: 'Code de sécurité (CVC)',
      afterpayTerms: 'J’accepte les conditions générales d’AfterPay',
      submit: 'Commander et payer',
      submitInvoice: 'Passer la commande',
      toBank: 'Vous allez vers la page de paiement…',
      retrySafe:
        'Tout ce que vous avez saisi est conservé. Réessayez : votre commande ne sera jamais passée deux fois.',
    },
    confirmation: {
      title: 'Merci pour votre commande',
      number: 'Votre numéro de commande est {{number}}.',
      mailed: 'Nous avons envoyé une confirmation à {{email}}.',
      approval:
        'Votre commande attend l’approbation de votre entreprise. Nous vous tiendrons au courant.',
      waitingTitle: 'Votre paiement est en cours de traitement',
      waiting: 'Nous attendons la confirmation de votre paiement…',
      checkAgain: 'Vérifier à nouveau',
      toBank: 'Vers la page de paiement',
      failedTitle: 'Votre paiement n’a pas abouti',
      failed:
        'Votre commande {{number}} a été annulée. Votre panier vous attend : choisissez un autre mode de paiement.',
      retry: 'Réessayer',
      notFound: 'Nous ne pouvons pas afficher cette commande.',
      deliveryOn: 'Livraison le {{date}}',
      deliveredTo: 'Adresse de livraison',
      continueShopping: 'Continuer mes achats',
      giftCards:
        'Nous envoyons le numéro et le code de vérification de votre carte cadeau à {{email}} dès réception de votre paiement.',
    },
  },
};

// Flemish: only what it says differently.
const nlBe = {
  checkout: {
    order: {
      giftCardsOnly:
        'Je bestelt alleen geschenkkaarten: die sturen we per e-mail, zodra je betaling binnen is. Er is niets te leveren en je betaalt geen leveringskosten.',
    },
    confirmation: {
      giftCards:
        'Het kaartnummer en de controlecode van je geschenkkaart sturen we naar {{email}}, zodra je betaling binnen is.',
      failed:
        'Je bestelling {{number}} is geannuleerd. Je winkelmandje staat nog klaar: kies een andere betaalmethode.',
    },
  },
};

registerTranslations('checkout', { 'nl-nl': nlNl, 'nl-be': nlBe, 'fr-be': frBe, 'en-us': enUs });
