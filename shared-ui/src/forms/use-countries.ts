import { useEffect, useState } from 'react';
import { useLocale } from '../i18n/use-locale';
import type { Locale } from '@shop/contracts/messages';
import { addressApi, type Country } from './address-api';

/** One request per locale and page load: the list changes only with a release of the API. */
const byLocale = new Map<Locale, Promise<Country[]>>();

function countriesIn(locale: Locale): Promise<Country[]> {
  let list = byLocale.get(locale);
  if (!list) {
    list = addressApi.countries();
    byLocale.set(locale, list);
    // A failed request is asked again by the next form, not remembered.
    list.catch(() => byLocale.delete(locale));
  }
  return list;
}

/**
 * The API's countries (`/geography/countries`) in the shopper's language, the ones the shop
 * delivers to first; empty until they arrive (the form shows the chosen country meanwhile).
 */
export function useCountries(): Country[] {
  const locale = useLocale();
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let current = true;
    countriesIn(locale).then(
      (list) =>
        current &&
        setCountries(
          [...list].sort(
            (a, b) =>
              Number(b.delivers) - Number(a.delivers) || a.name.localeCompare(b.name, locale),
          ),
        ),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return countries;
}
