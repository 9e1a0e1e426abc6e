import type { Locale } from '@shop/contracts/messages';
import { mailText } from '../http/i18n';
import type nlNl from '../locales/nl-nl/mail.json';

/** 'passwordReset.subject' and its like: every text of the mails, as nl-nl has them. */
type Keys<Texts, Prefix extends string = ''> = {
  [Key in keyof Texts & string]: Texts[Key] extends string
    ? `${Prefix}${Key}`
    : Keys<Texts[Key], `${Prefix}${Key}.`>;
}[keyof Texts & string];
export type MailTextKey = Keys<typeof nlNl>;

/**
 * The mails' texts in one locale (src/locales/<locale>/mail.json, through the API's i18next):
 * `t('greeting', { name })`. A text missing in the locale throws rather than send a key.
 */
export const mailTexts =
  (locale: Locale) =>
  (key: MailTextKey, values?: Record<string, string | number>): string =>
    mailText(locale, key, values);
export type MailTexts = ReturnType<typeof mailTexts>;
