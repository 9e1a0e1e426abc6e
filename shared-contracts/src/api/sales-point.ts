export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** Local times ('09:00'); null on a day the shop is closed. */
export type OpeningHours = Record<Weekday, { opens: string; closes: string } | null>;

/** A sales point as the store locator answers it (`/giftcard/storelocator`, spec §3 'Merchant'). */
export interface Merchant {
  id: number;
  merchantName: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country: 'NL' | 'BE';
  latitude: number;
  longitude: number;
  brand: { id: number; name: string };
  openingHours: OpeningHours;
  distance_km: number;
}
