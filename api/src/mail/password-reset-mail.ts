import { localizedPath, type Locale } from '@shop/contracts/messages';
import { shellPaths } from '@shop/contracts/routes';
import { escapeHtml } from './html';

export interface PasswordResetMailTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  action: string;
  validity: (minutes: number) => string;
  notYou: string;
  closing: string;
  signature: string;
}

const nlNl: PasswordResetMailTexts = {
  subject: 'Je wachtwoord herstellen bij Bloem & Zo',
  greeting: (name) => `Beste ${name},`,
  intro:
    'Je hebt gevraagd om je wachtwoord te herstellen. Via de link hieronder kies je een nieuw wachtwoord.',
  action: 'Nieuw wachtwoord kiezen',
  validity: (minutes) => `De link is ${minutes} minuten geldig en werkt één keer.`,
  notYou:
    'Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft hetzelfde.',
  closing: 'Met vriendelijke groet,',
  signature: 'Bloem & Zo',
};

/** The mail in the shopper's language (nl-be says a few things differently). */
export const passwordResetMailTexts: Record<Locale, PasswordResetMailTexts> = {
  'nl-nl': nlNl,
  'nl-be': { ...nlNl, closing: 'Met vriendelijke groeten,' },
  'fr-be': {
    subject: 'Réinitialiser votre mot de passe Bloem & Zo',
    greeting: (name) => `Bonjour ${name},`,
    intro:
      'Vous avez demandé à réinitialiser votre mot de passe. Le lien ci-dessous vous permet d’en choisir un nouveau.',
    action: 'Choisir un nouveau mot de passe',
    validity: (minutes) => `Ce lien est valable ${minutes} minutes et ne fonctionne qu’une fois.`,
    notYou:
      'Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail : votre mot de passe ne change pas.',
    closing: 'Cordialement,',
    signature: 'Bloem & Zo',
  },
  'en-us': {
    subject: 'Reset your Bloem & Zo password',
    greeting: (name) => `Dear ${name},`,
    intro: 'You asked to reset your password. Use the link below to choose a new one.',
    action: 'Choose a new password',
    validity: (minutes) => `The link is valid for ${minutes} minutes and works once.`,
    notYou:
      'Did you not ask for this? Then you can ignore this email: your password stays the same.',
    closing: 'Kind regards,',
    signature: 'Bloem & Zo',
  },
};

/** The site's reset page, in the shopper's locale: built from SITE_URL only. */
export function passwordResetLink(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${localizedPath(locale, shellPaths.resetPassword)}#token=${encodeURIComponent(token)}`;
}

/** Subject, plain text and HTML of the reset mail; everything in the HTML is escaped. */
export function passwordResetMail(input: {
  locale: Locale;
  fullname: string;
  link: string;
  validMinutes: number;
}) {
  const texts = passwordResetMailTexts[input.locale];
  const paragraphs = [
    texts.greeting(input.fullname),
    texts.intro,
    input.link,
    texts.validity(input.validMinutes),
    texts.notYou,
  ];
  const text = `${paragraphs.join('\n\n')}\n\n${texts.closing}\n${texts.signature}\n`;
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${e(input.locale)}">
<body>
<p>${e(texts.greeting(input.fullname))}</p>
<p>${e(texts.intro)}</p>
<p><a href="${e(input.link)}">${e(texts.action)}</a></p>
<p>${e(texts.validity(input.validMinutes))}</p>
<p>${e(texts.notYou)}</p>
<p>${e(texts.closing)}<br>${e(texts.signature)}</p>
</body>
</html>
`;
  return { subject: texts.subject, text, html };
}
