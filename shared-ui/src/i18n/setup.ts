import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonMessages } from '../messages/common';
import { defaultLocale, locales, type Locale } from '../messages/locales';

/**
 * Starts the page's one i18next (a Module Federation singleton). Called by the host, or by a
 * remote's standalone dev shell. nl-nl is the fallback of every locale.
 */
type Bundle = [locale: string, namespace: string, messages: Record<string, unknown>];
/** Namespaces registered before i18next starts (a remote module imported early). */
const pending: Bundle[] = [];

export async function initShopI18n(locale: Locale = defaultLocale) {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(locale);
    return i18next;
  }
  const resources: Resource = {};
  for (const code of locales) resources[code] = { common: commonMessages[code] };
  await i18next.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
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
