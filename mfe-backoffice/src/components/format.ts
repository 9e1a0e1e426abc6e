import { intlLocale, type Locale } from '@shop/shared-ui';

/** A delivery day (YYYY-MM-DD) as staff read it: the day itself, whatever their time zone. */
export const formatDay = (locale: Locale, day: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** A moment (ISO) in the shop's time zone, to the minute. */
export const formatMoment = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
