import type { Merchant, StoreLocatorAnswer } from '../features/sales-points/api/storelocator-api';

const week = { opens: '09:00', closes: '18:00' };

/** A sales point as the store locator answers it. */
export const merchant = (id: number, merchantName: string, city: string): Merchant => ({
  id,
  merchantName,
  street: 'Oudegracht',
  houseNumber: String(id),
  postcode: '3511 AB',
  city,
  country: 'NL',
  latitude: 52.09,
  longitude: 5.12,
  brand: { id: 1, name: 'Bloemenbon' },
  openingHours: {
    mon: week,
    tue: week,
    wed: week,
    thu: week,
    fri: week,
    sat: week,
    sun: null,
  },
  distance_km: 1.5,
});

/** The store locator's answer: these sales points near a place. */
export const answerNear = (label: string, merchants: Merchant[]): StoreLocatorAnswer => ({
  'hydra:member': merchants,
  'hydra:totalItems': merchants.length,
  point: { latitude: 52.09, longitude: 5.12, label },
});

export const jsonResponse = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
