import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, isLocale, type Locale } from '@shop/contracts/messages';
import { followedShopI18n } from './translations';

let page: I18n | undefined;

/** `<html lang>`, set in this one place: `nl-BE` for the locale nl-be. */
function htmlLang(locale: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = `${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}`;
}

/**
 * Starts the page's translations in `locale` (the host, a remote's dev shell, a test): one
 * i18next instance, which react-i18next's hooks use everywhere on the page.
 */
export async function initShopI18n(locale: Locale = defaultLocale): Promise<I18n> {
  const instance = await followedShopI18n(locale, [initReactI18next]);
  if (page !== instance) {
    page = instance;
    instance.on('languageChanged', htmlLang);
  }
  htmlLang(instance.language);
  return instance;
}

/** Switches every text on the page to `locale` once its texts are here (no key, no Dutch). */
export async function changeLanguage(locale: Locale): Promise<void> {
  await (page ?? (await initShopI18n(locale))).changeLanguage(locale);
}

/** The page's locale, for code outside React (the API client's Accept-Language). */
export function currentLanguage(): Locale {
  const language = page?.language;
  return isLocale(language) ? language : defaultLocale;
}
