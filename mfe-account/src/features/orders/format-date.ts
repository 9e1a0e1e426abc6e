import type { Locale } from '@shop/shared-ui';

/** The shop's days are Dutch and Belgian days, wherever the customer reads them. */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';

/** A moment (ISO timestamp) as the shop's date, e.g. 3 mrt 2026. */
export const formatOrderedAt = (iso: string, locale: Locale, withTime = false) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));

/** A calendar day (YYYY-MM-DD), e.g. the delivery date; no time zone can move it. */
export const formatDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
