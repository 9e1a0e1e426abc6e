import { formatMoney } from '@shop/contracts/format';
import { localizedPath, type Locale } from '@shop/contracts/messages';
import { remotePagePaths, shellPaths } from '@shop/contracts/routes';
import { escapeHtml } from './html';

interface Mail {
  subject: string;
  text: string;
  html: string;
}

function mail(subject: string, paragraphs: string[], link?: { href: string; label: string }): Mail {
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.href}`] : []),
    '',
    'Bloem & Zo',
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')}${
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
  }<p>Bloem &amp; Zo</p></body></html>`;
  return { subject, text, html };
}

const invitationTexts: Record<
  Locale,
  (company: string, inviter: string) => { subject: string; body: string[]; action: string }
> = {
  'nl-nl': (company, inviter) => ({
    subject: `Je account bij Bloem & Zo voor ${company}`,
    body: [
      `${inviter} heeft een account voor je gemaakt om namens ${company} te bestellen.`,
      'Kies via de link hieronder je wachtwoord. De link is een week geldig en werkt één keer.',
    ],
    action: 'Wachtwoord kiezen',
  }),
  'nl-be': (company, inviter) => ({
    subject: `Je account bij Bloem & Zo voor ${company}`,
    body: [
      `${inviter} heeft een account voor je gemaakt om namens ${company} te bestellen.`,
      'Kies via de link hieronder je wachtwoord. De link is een week geldig en werkt één keer.',
    ],
    action: 'Wachtwoord kiezen',
  }),
  'fr-be': (company, inviter) => ({
    subject: `Votre compte Bloem & Zo pour ${company}`,
    body: [
      `${inviter} vous a créé un compte pour commander au nom de ${company}.`,
      'Choisissez votre mot de passe avec le lien ci-dessous. Il est valable une semaine et ne fonctionne qu’une fois.',
    ],
    action: 'Choisir un mot de passe',
  }),
  'en-us': (company, inviter) => ({
    subject: `Your Bloem & Zo account for ${company}`,
    body: [
      `${inviter} created an account for you to order on behalf of ${company}.`,
      'Choose your password with the link below. It is valid for a week and works once.',
    ],
    action: 'Choose a password',
  }),
};

/** The invitation of a company's new user, with the link to set their password. */
export function invitationMail(input: {
  locale: Locale;
  siteUrl: string;
  company: string;
  inviter: string;
  token: string;
}): Mail {
  const texts = invitationTexts[input.locale](input.company, input.inviter);
  const href = `${input.siteUrl}${localizedPath(input.locale, shellPaths.resetPassword)}#token=${encodeURIComponent(input.token)}`;
  return mail(texts.subject, texts.body, { href, label: texts.action });
}

/** The label of the link to the order in the decision mail. */
const viewOrder: Record<Locale, string> = {
  'nl-nl': 'Bekijk je bestelling',
  'nl-be': 'Bekijk je bestelling',
  'fr-be': 'Voir votre commande',
  'en-us': 'View your order',
};

const decisionTexts: Record<
  Locale,
  (number: string, total: string, reason: string | null) => { subject: string; body: string[] }
> = {
  'nl-nl': (number, total, reason) =>
    reason === null
      ? {
          subject: `Bestelling ${number} is goedgekeurd`,
          body: [`Je bestelling ${number} (${total}) is goedgekeurd en gaat naar de bloemist.`],
        }
      : {
          subject: `Bestelling ${number} is afgewezen`,
          body: [`Je bestelling ${number} (${total}) is niet goedgekeurd.`, `Reden: ${reason}`],
        },
  'nl-be': (number, total, reason) => decisionTexts['nl-nl'](number, total, reason),
  'fr-be': (number, total, reason) =>
    reason === null
      ? {
          subject: `La commande ${number} est approuvée`,
          body: [`Votre commande ${number} (${total}) est approuvée et part chez le fleuriste.`],
        }
      : {
          subject: `La commande ${number} est refusée`,
          body: [`Votre commande ${number} (${total}) n’a pas été approuvée.`, `Motif : ${reason}`],
        },
  'en-us': (number, total, reason) =>
    reason === null
      ? {
          subject: `Order ${number} is approved`,
          body: [`Your order ${number} (${total}) is approved and goes to the florist.`],
        }
      : {
          subject: `Order ${number} is not approved`,
          body: [`Your order ${number} (${total}) was not approved.`, `Reason: ${reason}`],
        },
};

/**
 * Tells the buyer what the approver decided; `reason` null means approved. The mail links to the
 * order in the account, where the decision, its reason and the approver are shown too (ADR 0027).
 */
export function approvalDecisionMail(input: {
  locale: Locale;
  siteUrl: string;
  orderUuid: string;
  number: string;
  totalCents: number;
  reason: string | null;
}): Mail {
  const texts = decisionTexts[input.locale](
    input.number,
    formatMoney(input.totalCents),
    input.reason,
  );
  const path = remotePagePaths.accountOrder(input.orderUuid);
  const href = `${input.siteUrl}${localizedPath(input.locale, path)}`;
  return mail(texts.subject, texts.body, { href, label: viewOrder[input.locale] });
}
