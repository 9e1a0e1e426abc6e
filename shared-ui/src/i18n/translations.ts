import i18next, {
  type BackendModule,
  type i18n as I18n,
  type InitOptions,
  type Module,
} from 'i18next';
import { defaultLocale, isLocale, locales, type Locale } from '@shop/contracts/messages';
import { mergedTexts as merged, type Messages } from '@shop/contracts/catalogues';

export type { Messages };

/** A JSON module of texts, as `import()` gives it, or the texts themselves. */
type LoadedTexts = Messages | { default: Messages };
/** Loads one part's texts in one locale, a chunk of its own: `import(`../locales/${locale}/cart.json`)`. */
export type LoadTexts = (locale: Locale) => Promise<LoadedTexts>;

interface Part {
  fallback: Messages;
  load: LoadTexts;
}

// Every team's texts (ADR 0029), per namespace and part. A part's nl-nl texts travel with the code
// that registers them (the fallback, and the site's default locale); its other locales load when
// a page in that locale needs them, one small chunk per part and locale.
const registry = new Map<string, Map<string, Part>>();
// Loads of a newly registered part in the page's locale: see `translationsReady`.
const pending = new Set<Promise<unknown>>();
// The page's instance (initShopI18n), once it is being created; a server's per-request
// instances are not followed: every part is registered before they are created.
let followed: Promise<I18n> | undefined;

const textsOf = (loaded: LoadedTexts): Messages =>
  (typeof loaded.default === 'object' ? loaded.default : loaded) as Messages;

const partsOf = (namespace: string) => [...(registry.get(namespace)?.values() ?? [])];
const fallbackOf = (namespace: string) =>
  partsOf(namespace).reduce<Messages>((all, part) => merged(all, part.fallback), {});

/** Every registered part of `namespace` in `locale`, merged. */
async function loadNamespace(locale: Locale, namespace: string): Promise<Messages> {
  if (locale === defaultLocale) return fallbackOf(namespace);
  const loaded = await Promise.all(partsOf(namespace).map((part) => part.load(locale)));
  return loaded.reduce<Messages>((all, texts) => merged(all, textsOf(texts)), {});
}

/** i18next's backend: a namespace in a locale is the registered parts' texts in it. */
const registeredParts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLocale(language)) return callback(null, {});
    loadNamespace(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** A part registered after `instance` started: its fallback now, its texts in the page's locale next. */
async function addPart(instance: I18n, namespace: string, part: Part): Promise<void> {
  instance.addResourceBundle(defaultLocale, namespace, merged({}, part.fallback), true, true);
  const namespaces = instance.options.ns;
  if (!(Array.isArray(namespaces) && namespaces.includes(namespace))) {
    // A new namespace: i18next loads it (every part) now, and with every later change of locale.
    await instance.loadNamespaces(namespace);
    return;
  }
  const language = instance.language;
  if (language === defaultLocale || !isLocale(language)) return;
  const texts = textsOf(await part.load(language));
  instance.addResourceBundle(language, namespace, texts, true, true);
}

/**
 * A team adds a part of its namespace (one namespace per remote) when its code loads: the nl-nl
 * texts, which it imports, and how to load the others. Parts of one namespace are merged, later
 * ones winning. The page's other locales are loaded at once; `translationsReady` tells when.
 */
export function registerTranslations(
  namespace: string,
  partName: string,
  fallback: Messages,
  load: LoadTexts,
): void {
  const parts = registry.get(namespace) ?? new Map<string, Part>();
  registry.set(namespace, parts);
  // The same module again registers nothing; a new release of it (the host server loads a
  // redeployed remote into the running process) replaces its texts.
  if (parts.get(partName)?.fallback === fallback) return;
  const part = { fallback, load };
  parts.set(partName, part);
  if (!followed) return;
  const loading = followed
    .then((instance) => addPart(instance, namespace, part))
    .catch((error: unknown) =>
      console.error(`[i18n] texts of ${namespace}/${partName} could not be loaded`, error),
    )
    .finally(() => pending.delete(loading));
  pending.add(loading);
}

/**
 * Resolves when every part registered so far has its texts in the page's locale. The host awaits
 * it after loading a remote module, and a lazy chunk that brings texts awaits it too (`withTexts`),
 * so nothing renders in Dutch, or as keys, for a moment before its own locale arrives.
 */
export async function translationsReady(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** `load` followed by `translationsReady`: for `React.lazy` of a chunk that registers texts. */
export const withTexts =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    load().then(async (module) => {
      await translationsReady();
      return module;
    });

/** How every shop instance of i18next is set up; `resources` are the nl-nl parts registered. */
export function shopI18nOptions(locale: Locale): InitOptions {
  const namespaces = [...registry.keys()];
  return {
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: 'common',
    // nl-nl is here already; the backend brings the page's locale.
    partialBundledLanguages: true,
    resources: {
      [defaultLocale]: Object.fromEntries(namespaces.map((ns) => [ns, fallbackOf(ns)])),
    },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // A component's namespaces are searched in order; it renders again when a part arrives.
    react: { nsMode: 'fallback', bindI18nStore: 'added' },
  };
}

/**
 * A new i18next instance in `locale`, with every registered namespace loaded in it. The page has
 * one (initShopI18n); the server renders each request with its own, so no state is shared.
 */
export async function createShopI18n(locale: Locale, modules: Module[] = []): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(registeredParts);
  for (const module of modules) instance.use(module);
  await instance.init(shopI18nOptions(locale));
  return instance;
}

/**
 * The page's instance: created once (later calls change its locale), followed by every part
 * registered afterwards. `modules` are i18next plugins such as react-i18next's.
 */
export async function followedShopI18n(locale: Locale, modules: Module[] = []): Promise<I18n> {
  if (!followed) followed = createShopI18n(locale, modules);
  const instance = await followed;
  if (instance.language !== locale) await instance.changeLanguage(locale);
  return instance;
}
