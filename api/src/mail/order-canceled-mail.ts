import type { Locale } from '@shop/contracts/messages';
import { formatMoney } from '@shop/contracts/format';
import { escapeHtml } from './html';

interface OrderCanceledTexts {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  canceled: string;
  refund: (amount: string) => string;
  nothingPaid: string;
  number: string;
  questions: string;
  closing: string;
}

const nlNl: OrderCanceledTexts = {
  subject: (number) => `Je bestelling ${number} is geannuleerd`,
  greeting: (name) => `Beste ${name},`,
  canceled: 'We hebben je bestelling geannuleerd. Ze wordt niet bezorgd.',
  refund: (amount) =>
    `We betalen ${amount} aan je terug, op dezelfde manier als je betaalde. Het kan een paar werkdagen duren voordat het bedrag op je rekening staat.`,
  nothingPaid: 'Je hebt voor deze bestelling niets betaald, dus er hoeft niets terug.',
  number: 'Bestelnummer',
  questions: 'Heb je vragen over de annulering? Neem dan contact op met onze klantenservice.',
  closing: 'Met vriendelijke groet,\nBloem & Zo',
};

const texts: Record<Locale, OrderCanceledTexts> = {
  'nl-nl': nlNl,
  'nl-be': {
    ...nlNl,
    questions: 'Heb je vragen over de annulering? Neem dan contact op met onze klantendienst.',
    closing: 'Met vriendelijke groeten,\nBloem & Zo',
  },
  'fr-be': {
    subject: (number) => `Votre commande ${number} a été annulée`,
    greeting: (name) => `Bonjour ${name},`,
    canceled: 'Nous avons annulé votre commande. Elle ne sera pas livrée.',
    refund: (amount) =>
      `Nous vous remboursons ${amount} par le moyen de paiement que vous avez utilisé. Le montant peut mettre quelques jours ouvrables à apparaître sur votre compte.`,
    nothingPaid: "Vous n'avez rien payé pour cette commande : il n'y a donc rien à rembourser.",
    number: 'Numéro de commande',
    questions: 'Des questions sur cette annulation ? Contactez notre service clientèle.',
    closing: 'Cordialement,\nBloem & Zo',
  },
  'en-us': {
    subject: (number) => `Your order ${number} has been canceled`,
    greeting: (name) => `Dear ${name},`,
    canceled: 'We have canceled your order. It will not be delivered.',
    refund: (amount) =>
      `We are refunding ${amount} to the payment method you used. It may take a few business days to show in your account.`,
    nothingPaid: 'You paid nothing for this order, so there is nothing to refund.',
    number: 'Order number',
    questions: 'Questions about this cancellation? Please contact our customer service.',
    closing: 'Kind regards,\nBloem & Zo',
  },
};

export interface OrderCanceledMailInput {
  number: string;
  orderedBy: string;
  /** What the refunds give back, in cents (0 when nothing was paid). */
  refundedCents: number;
}

/**
 * The mail when the shop's staff cancel an order (ADR 0048), in the customer's language: a
 * fixed text and the money going back. Staff's reason is never in it: it is a note for
 * colleagues in the order's history, written in the shop's language and possibly internal.
 * The amount is in the shop's one money format (spec: a dot for thousands, a comma for cents).
 */
export function orderCanceledMail(order: OrderCanceledMailInput, locale: Locale) {
  const t = texts[locale];
  const money =
    order.refundedCents > 0 ? t.refund(formatMoney(order.refundedCents)) : t.nothingPaid;
  const text = [
    t.greeting(order.orderedBy),
    '',
    t.canceled,
    '',
    `${t.number}: ${order.number}`,
    '',
    money,
    '',
    t.questions,
    '',
    t.closing,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.greeting(order.orderedBy))}</p>
<p>${escapeHtml(t.canceled)}</p>
<p><strong>${escapeHtml(t.number)}:</strong> ${escapeHtml(order.number)}</p>
<p>${escapeHtml(money)}</p>
<p>${escapeHtml(t.questions)}</p>
<p>${t.closing.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject: t.subject(order.number), text, html };
}
