import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonI18nOptions } from '../messages/i18n-options';
import { defaultLocale, type Locale } from '../messages/locales';

type Bundle = [locale: string, namespace: string, messages: Record<string, unknown>];
/** Namespaces registered before i18next starts (a remote module imported early). */
const pending: Bundle[] = [];

/**
 * Starts the page's one i18next (a Module Federation singleton). Called by the host, or by a
 * remote's standalone dev shell. nl-nl is the fallback of every locale.
 */
export async function initShopI18n(locale: Locale = defaultLocale) {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(locale);
    return i18next;
  }
  await i18next.use(initReactI18next).init({
    ...commonI18nOptions(),
    lng: locale,
    react: { useSuspense: false },
    returnNull: false,
  });
  for (const bundle of pending.splice(0)) i18next.addResourceBundle(...bundle, true, true);
  return i18next;
}

/** A team adds its own namespace (one per remote) when its code loads. */
export function registerTranslations(
  namespace: string,
  byLocale: Partial<Record<Locale, Record<string, unknown>>>,
): void {
  for (const [locale, messages] of Object.entries(byLocale)) {
    if (!messages) continue;
    if (i18next.isInitialized) i18next.addResourceBundle(locale, namespace, messages, true, true);
    else pending.push([locale, namespace, messages]);
  }
}
