/**
 * When a florist can deliver (ADR 0015): never on Sundays or public holidays of the destination
 * country, and next-day delivery only when ordered before the daily cut-off, in Dutch and
 * Belgian local time (both Europe/Amsterdam's zone). Dates are plain `YYYY-MM-DD` strings.
 */
export type DeliveryCountry = 'NL' | 'BE';

export interface DeliveryRules {
  /** Local hour (0–23) after which tomorrow can no longer be delivered. */
  cutOffHour: number;
  /** How many delivery dates to offer. */
  daysOffered: number;
  /** Extra closed dates (`YYYY-MM-DD`), for both countries: a strike, a florists' day off. */
  closedDates: readonly string[];
}

export const defaultDeliveryRules: DeliveryRules = {
  cutOffHour: 15,
  daysOffered: 21,
  closedDates: [],
};

const TIME_ZONE = 'Europe/Amsterdam';

/** Easter Sunday of `year` (the anonymous Gregorian algorithm), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const parse = (day: string) => new Date(`${day}T00:00:00Z`);

/** The public holidays on which no florist delivers, per country. */
export function publicHolidays(country: DeliveryCountry, year: number): Set<string> {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => iso(new Date(Date.UTC(year, month - 1, day)));
  const shared = [
    fixed(1, 1),
    iso(addDays(easter, 1)), // Easter Monday
    iso(addDays(easter, 39)), // Ascension Day
    iso(addDays(easter, 50)), // Whit Monday
    fixed(12, 25),
  ];
  if (country === 'NL') {
    // King's Day moves to the 26th when the 27th is a Sunday.
    const kingsDay = new Date(Date.UTC(year, 3, 27));
    return new Set([
      ...shared,
      kingsDay.getUTCDay() === 0 ? fixed(4, 26) : fixed(4, 27),
      fixed(12, 26),
      ...(year % 5 === 0 ? [fixed(5, 5)] : []), // Liberation Day, a day off every five years
    ]);
  }
  return new Set([...shared, fixed(5, 1), fixed(7, 21), fixed(8, 15), fixed(11, 1), fixed(11, 11)]);
}

// Made once: building a DateTimeFormat costs more than formatting with it (every order asks).
const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** A country's holidays per year, worked out once (read for every day offered). */
const holidayCache = new Map<string, ReadonlySet<string>>();
function holidaysOf(country: DeliveryCountry, year: number): ReadonlySet<string> {
  const key = `${country}:${year}`;
  let holidays = holidayCache.get(key);
  if (!holidays) holidayCache.set(key, (holidays = publicHolidays(country, year)));
  return holidays;
}

/** The local date and hour in the Netherlands and Belgium at `now`. */
export function localNow(now: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(
    localParts.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export function isDeliveryDay(
  day: string,
  country: DeliveryCountry,
  rules: DeliveryRules = defaultDeliveryRules,
): boolean {
  const date = parse(day);
  if (Number.isNaN(date.getTime()) || iso(date) !== day) return false;
  if (date.getUTCDay() === 0) return false;
  if (rules.closedDates.includes(day)) return false;
  return !holidaysOf(country, date.getUTCFullYear()).has(day);
}

/** The first day that may be delivered: tomorrow before the cut-off, else the day after. */
export function earliestDeliveryDay(now: Date, rules: DeliveryRules = defaultDeliveryRules) {
  const local = localNow(now);
  return iso(addDays(parse(local.day), local.hour < rules.cutOffHour ? 1 : 2));
}

/** The delivery dates to offer, in order. */
export function deliveryDates(
  now: Date,
  country: DeliveryCountry,
  rules: DeliveryRules = defaultDeliveryRules,
): string[] {
  const dates: string[] = [];
  let day = parse(earliestDeliveryDay(now, rules));
  // A long run of closed days cannot make this loop forever: at most a year is looked at.
  for (let tries = 0; dates.length < rules.daysOffered && tries < 366; tries += 1) {
    if (isDeliveryDay(iso(day), country, rules)) dates.push(iso(day));
    day = addDays(day, 1);
  }
  return dates;
}

/** True when `day` is one of the dates offered now: what an order may ask for. */
export function acceptsDeliveryDate(
  day: string,
  now: Date,
  country: DeliveryCountry,
  rules: DeliveryRules = defaultDeliveryRules,
): boolean {
  return deliveryDates(now, country, rules).includes(day);
}
