import rosetta from 'rosetta';
import { commonMessages } from '../messages/common';
import { defaultLocale, locales, type Locale } from '../messages/locales';

/** A namespace's texts: nested keys, `{{name}}` placeholders, plurals as `key_one`/`key_other`. */
export interface Messages {
  [key: string]: string | Messages;
}
export type TranslateOptions = Record<string, unknown> & { count?: number };
export type TFunction = (key: string, options?: TranslateOptions) => string;

// The page's texts, per locale and namespace (ADR 0014): rosetta looks a dotted key up and fills
// in its placeholders; plurals and the fallback to nl-nl are ours, as i18next (the API's) does.
const texts = rosetta<Record<string, Messages>>();
for (const locale of locales) texts.set(locale, { common: commonMessages[locale] as Messages });

let language: Locale = defaultLocale;
let revision = 0;
const listeners = new Set<() => void>();
function changed() {
  revision += 1;
  for (const listener of listeners) listener();
}

/** `extra` laid over `base`, nested keys merged: a namespace may come in several files. */
function merged(base: Messages | undefined, extra: Messages): Messages {
  const result: Messages = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && typeof current === 'object' ? merged(current, value) : value;
  }
  return result;
}

/**
 * A team adds its own namespace (one per remote) when its code loads; texts registered again
 * for a namespace are merged into it, later ones winning.
 */
export function registerTranslations(
  namespace: string,
  byLocale: Partial<Record<Locale, Record<string, unknown>>>,
): void {
  for (const [locale, messages] of Object.entries(byLocale)) {
    if (!messages) continue;
    const current = texts.table(locale)?.[namespace];
    texts.set(locale, {
      [namespace]: merged(current as Messages | undefined, messages as Messages),
    });
  }
  changed();
}

export const currentLanguage = (): Locale => language;

/** Switches every text on the page to `locale`. */
export async function changeLanguage(locale: Locale): Promise<void> {
  if (locale === language) return;
  language = locale;
  changed();
}

/**
 * Starts the page's translations in `locale` (the host, or a remote's dev shell). Kept async
 * and named as before i18next left the front end, so callers need not change.
 */
export const initShopI18n = (locale: Locale = defaultLocale) => changeLanguage(locale);

/** For React: told after every change of language or texts (see `useTranslation`). */
export function subscribeTranslations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const translationsRevision = () => revision;

/** The keys to try for `key` in `locale`: with a count, its plural form first (i18next's v4 names). */
function candidates(key: string, locale: Locale, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const form = new Intl.PluralRules(locale).select(count);
  return [...new Set([`${key}_${form}`, `${key}_other`, key])];
}

/**
 * A translate function for `namespaces`, in order, each in the current locale then nl-nl; a
 * `ns:key` asks one namespace. A text nobody has comes back as its key, as i18next does.
 */
export function fixedT(namespaces: readonly string[], locale: Locale = language): TFunction {
  const fallbacks = locale === defaultLocale ? [locale] : [locale, defaultLocale];
  return (key, options = {}) => {
    const split = key.indexOf(':');
    const spaces = split > 0 ? [key.slice(0, split)] : namespaces;
    const bare = split > 0 ? key.slice(split + 1) : key;
    for (const namespace of spaces) {
      for (const lookIn of fallbacks) {
        for (const candidate of candidates(bare, lookIn, options.count)) {
          const text = texts.t(`${namespace}.${candidate}`, options, lookIn);
          if (typeof text === 'string' && text !== '') return text;
        }
      }
    }
    return key;
  };
}
