import { formatMoney } from '@shop/contracts/format';
import type { Locale } from '@shop/contracts/messages';
import { escapeHtml } from '../../mail/html';

const texts: Record<
  Locale,
  { title: string; pay: string; approve: string; refuse: string; cancel: string; done: string }
> = {
  'nl-nl': {
    title: 'Testbetaling',
    pay: 'Betaal {amount} aan Bloem & Zo voor bestelling {number}',
    approve: 'Betaling goedkeuren',
    refuse: 'Betaling weigeren',
    cancel: 'Annuleren',
    done: 'Deze betaling is al afgehandeld.',
  },
  'nl-be': {
    title: 'Testbetaling',
    pay: 'Betaal {amount} aan Bloem & Zo voor bestelling {number}',
    approve: 'Betaling goedkeuren',
    refuse: 'Betaling weigeren',
    cancel: 'Annuleren',
    done: 'Deze betaling is al afgehandeld.',
  },
  'fr-be': {
    title: 'Paiement de test',
    pay: 'Payer {amount} à Bloem & Zo pour la commande {number}',
    approve: 'Approuver le paiement',
    refuse: 'Refuser le paiement',
    cancel: 'Annuler',
    done: 'Ce paiement a déjà été traité.',
  },
  'en-us': {
    title: 'Test payment',
    pay: 'Pay {amount} to Bloem & Zo for order {number}',
    approve: 'Approve payment',
    refuse: 'Refuse payment',
    cancel: 'Cancel',
    done: 'This payment has already been handled.',
  },
};

/**
 * The test provider's own page, standing in for the bank or 3-D Secure (ADR 0015): plain HTML,
 * three buttons, no JavaScript. A real provider shows its own page instead.
 */
export function renderTestProviderPage(input: {
  locale: Locale;
  reference: string;
  amountCents: number;
  orderNumber: string;
  bank: string;
  open: boolean;
  returnUrl: string;
}): string {
  const t = texts[input.locale];
  const e = escapeHtml;
  const body = input.open
    ? `<p>${e(t.pay.replace('{amount}', formatMoney(input.amountCents)).replace('{number}', input.orderNumber))}</p>
<form method="post" action="${e(input.reference)}">
<button name="outcome" value="completed">${e(t.approve)}</button>
<button name="outcome" value="failed" class="secondary">${e(t.refuse)}</button>
<button name="outcome" value="canceled" class="secondary">${e(t.cancel)}</button>
</form>`
    : `<p>${e(t.done)}</p><p><a href="${e(input.returnUrl)}">Bloem &amp; Zo</a></p>`;
  return `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(t.title)} · ${e(input.bank)}</title>
<style>body{font-family:system-ui,sans-serif;background:#eef1f6;margin:0}main{max-width:26rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:.5rem}
button{display:block;width:100%;margin-top:.75rem;padding:.75rem;font:inherit;font-weight:600;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#e5e7eb;color:#111}button:focus-visible{outline:3px solid #111;outline-offset:2px}</style></head>
<body><main><h1>${e(t.title)} · ${e(input.bank)}</h1>${body}</main></body></html>`;
}
