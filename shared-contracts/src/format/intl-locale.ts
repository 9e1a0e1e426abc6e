import type { Locale } from '../messages/locales';

/** The BCP 47 tag Intl expects for a shop locale: 'nl-be' → 'nl-BE' (dates, numbers, lists). */
export const intlLocale = (locale: Locale): string =>
  locale.replace(/-([a-z]+)$/, (_, region: string) => `-${region.toUpperCase()}`);
