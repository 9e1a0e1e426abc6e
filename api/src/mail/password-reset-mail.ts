import { localizedPath, type Locale } from '@shop/contracts/messages';
import { shellPaths } from '@shop/contracts/routes';
import { escapeHtml } from './html';
import { mailTexts } from './mail-texts';

/** The site's reset page, in the shopper's locale: built from SITE_URL only. */
export function passwordResetLink(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${localizedPath(locale, shellPaths.resetPassword)}#token=${encodeURIComponent(token)}`;
}

/**
 * Subject, plain text and HTML of the reset mail, in the shopper's language
 * (src/locales/<locale>/mail.json); everything in the HTML is escaped.
 */
export function passwordResetMail(input: {
  locale: Locale;
  fullname: string;
  link: string;
  validMinutes: number;
}) {
  const t = mailTexts(input.locale);
  const greeting = t('greeting', { name: input.fullname });
  const validity = t('passwordReset.validity', { minutes: input.validMinutes });
  const paragraphs = [
    greeting,
    t('passwordReset.intro'),
    input.link,
    validity,
    t('passwordReset.notYou'),
  ];
  const text = `${paragraphs.join('\n\n')}\n\n${t('closing')}\n${t('signature')}\n`;
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${e(input.locale)}">
<body>
<p>${e(greeting)}</p>
<p>${e(t('passwordReset.intro'))}</p>
<p><a href="${e(input.link)}">${e(t('passwordReset.action'))}</a></p>
<p>${e(validity)}</p>
<p>${e(t('passwordReset.notYou'))}</p>
<p>${e(t('closing'))}<br>${e(t('signature'))}</p>
</body>
</html>
`;
  return { subject: t('passwordReset.subject'), text, html };
}
