import type { Locale } from '@shop/shared-ui';

/** The shop's days are Dutch and Belgian days, wherever the customer reads them. */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';

/** A calendar day (YYYY-MM-DD), e.g. 3 mrt 2026; no time zone can move it. */
export const formatDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A moment (ISO timestamp) as the shop's date and time. */
export const formatMoment = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));

/** Today as YYYY-MM-DD in the shop's time zone, and the first day of its month. */
export function thisMonth(now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
  return { from: `${today.slice(0, 8)}01`, till: today };
}
