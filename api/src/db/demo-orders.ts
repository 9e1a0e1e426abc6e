import type { Locale } from '@shop/contracts/messages';
import type { FulfilmentTransition, TrackAndTraceInput } from '@shop/contracts/schemas';

/**
 * The demo orders `pnpm start` seeds (README, "Run it"): a few orders of the demo customer and
 * of the demo company in the states a shop sees every day, so the account's order pages, the
 * company's reports and approvals and the staff screen show the shop at work on first start.
 * Each is placed and moved along by the domain's own steps (seed-demo-orders.ts); times are
 * relative to the moment of seeding, delivery days to the shop's today.
 */

/** Who makes a step: the shop's demo staff member, the fulfilment system, or a company user. */
export type DemoActor = { staff: true } | { client: 'fulfilment' } | { customer: string };

export type DemoStep = { hoursAfter: number; by?: DemoActor; note?: string } & (
  | { do: 'pay' }
  | { do: 'approve' }
  | { do: FulfilmentTransition }
  | { do: 'track'; parcel: TrackAndTraceInput }
  | { do: 'cancel' }
);

export interface DemoOrderLine {
  /** The variation's SKU, as the demo catalogue names it (`<product>-<size>`). */
  sku: string;
  quantity: number;
  /** A wish card of the product's kind, by its position in the demo cards, with its text. */
  card?: { position: number; text: string };
  /** The personalization's design: one text per line of the product's rules. */
  design?: string[];
}

export interface DemoOrder {
  /** Its idempotency key is `demo-order:<key>`: how a later start knows it is there. */
  key: string;
  /** The buyer's e-mail address (a demo account). */
  buyer: string;
  locale: Locale;
  placedHoursAgo: number;
  /** Days from the shop's today: the nearest delivery day on or after it (before it when < 0). */
  deliveryInDays: number;
  lines: DemoOrderLine[];
  deliveryAddress: Record<string, string>;
  invoiceAddress?: Record<string, string>;
  deliveryRemark?: string;
  payment: Record<string, unknown>;
  /** What happened since it was placed, in order. */
  steps: DemoStep[];
}

const DEMO = 'demo@bloemenzo.nl';
const BUYER = 'inkoop@bedrijf.nl';
const staff: DemoActor = { staff: true };
const fulfilment: DemoActor = { client: 'fulfilment' };

const demoHome = {
  firstname: 'Demo',
  lastname: 'Klant',
  street: 'Oudegracht',
  housenumber: '158',
  postcode: '3511 AZ',
  city: 'Utrecht',
  country: 'NL',
};
const companyMain = {
  firstname: 'Receptie',
  lastname: 'De Tulp',
  companyName: 'Bloemenhandel De Tulp B.V.',
  street: 'Catharijnesingel',
  housenumber: '30',
  postcode: '3511 GB',
  city: 'Utrecht',
  country: 'NL',
};
/** Paid by card: the token Mollie Components handed out (the card itself never reached us). */
const card = () => ({ method: 'creditcard', cardToken: 'tkn_demoCardPaidAtOnce' });

/** The demo orders. */
export const demoOrders = (): DemoOrder[] => [
  {
    key: 'demo-paid',
    buyer: DEMO,
    locale: 'nl-nl',
    placedHoursAgo: 20,
    deliveryInDays: 1,
    lines: [
      {
        sku: 'rode-rozen-m',
        quantity: 1,
        card: { position: 1, text: 'Fijne verjaardag, lieverd! Liefs, Demo' },
      },
    ],
    deliveryAddress: { ...demoHome, firstname: 'Sanne', lastname: 'Klant' },
    payment: { method: 'ideal', issuer: 'INGBNL2A' },
    steps: [{ do: 'pay', hoursAfter: 0.05 }],
  },
  {
    key: 'demo-sent',
    buyer: DEMO,
    locale: 'nl-nl',
    placedHoursAgo: 28,
    deliveryInDays: 0,
    lines: [
      {
        sku: 'zonnig-boeket-l',
        quantity: 1,
        card: { position: 0, text: 'Gefeliciteerd met je 80ste, oma!' },
      },
    ],
    deliveryAddress: {
      firstname: 'Oma',
      lastname: 'Peeters',
      street: 'Meir',
      housenumber: '24',
      postcode: '2000',
      city: 'Antwerpen',
      country: 'BE',
    },
    invoiceAddress: demoHome,
    deliveryRemark: 'Bel aan bij de buren als er niemand thuis is',
    payment: card(),
    steps: [
      { do: 'send_to_supplier', hoursAfter: 1, by: staff },
      { do: 'process', hoursAfter: 20, by: staff },
      {
        do: 'track',
        hoursAfter: 21,
        by: staff,
        parcel: {
          carrier: 'bpost',
          code: 'CD110045678BE',
          url: 'https://track.bpost.cloud/btr/web/#/search?itemCode=CD110045678BE&lang=nl',
        },
      },
      { do: 'ship', hoursAfter: 21.5, by: staff, note: 'Opgehaald door bpost' },
    ],
  },
  {
    key: 'demo-delivered',
    buyer: DEMO,
    locale: 'nl-nl',
    placedHoursAgo: 9 * 24,
    deliveryInDays: -7,
    lines: [
      { sku: 'orchidee-wit-m', quantity: 1, card: { position: 2, text: 'Bedankt voor alles!' } },
    ],
    deliveryAddress: {
      firstname: 'Femke',
      lastname: 'de Groot',
      street: 'Lange Voorhout',
      housenumber: '12',
      postcode: '2514 ED',
      city: 'Den Haag',
      country: 'NL',
    },
    invoiceAddress: demoHome,
    payment: { method: 'ideal', issuer: 'RABONL2U' },
    steps: [
      { do: 'pay', hoursAfter: 0.1 },
      { do: 'send_to_supplier', hoursAfter: 1, by: staff },
      { do: 'process', hoursAfter: 24, by: staff },
      {
        do: 'track',
        hoursAfter: 25,
        by: staff,
        parcel: {
          carrier: 'postnl',
          code: '3SBLOEM1000001',
          url: 'https://jouw.postnl.nl/track-and-trace/3SBLOEM1000001-NL-2514ED',
        },
      },
      { do: 'ship', hoursAfter: 25.5, by: staff },
      { do: 'complete', hoursAfter: 48, by: staff, note: 'Afgegeven aan de buren (nr. 14)' },
    ],
  },
  {
    key: 'demo-canceled',
    buyer: DEMO,
    locale: 'nl-nl',
    placedHoursAgo: 70,
    deliveryInDays: 4,
    lines: [{ sku: 'witte-elegantie-m', quantity: 1 }],
    deliveryAddress: demoHome,
    payment: { method: 'ideal', issuer: 'ABNANL2A' },
    steps: [
      { do: 'pay', hoursAfter: 0.1 },
      {
        do: 'cancel',
        hoursAfter: 3,
        by: staff,
        note: 'Klant belde: verkeerde bezorgdatum gekozen, bestelt opnieuw',
      },
    ],
  },
  {
    // Above the company's € 250 (ADR 0017): it waits for goedkeuring@bedrijf.nl.
    key: 'tulp-approval',
    buyer: BUYER,
    locale: 'nl-nl',
    placedHoursAgo: 3,
    deliveryInDays: 2,
    lines: [
      {
        sku: 'rouwkrans-wit-l',
        quantity: 2,
        design: ['In liefdevolle herinnering', 'Collega’s van De Tulp'],
      },
    ],
    deliveryAddress: {
      firstname: 'Familie',
      lastname: 'Jansen',
      companyName: 'Uitvaartcentrum Utrecht',
      street: 'Kanaalweg',
      housenumber: '10',
      postcode: '3526 KL',
      city: 'Utrecht',
      country: 'NL',
    },
    invoiceAddress: companyMain,
    deliveryRemark: 'Uitvaart om 14.00 uur: graag vóór 12.00 uur bezorgen',
    payment: { method: 'invoice' },
    steps: [],
  },
  {
    // Above the € 250 too: approved by the approver, then made and shipped by the fulfilment system.
    key: 'tulp-sent',
    buyer: BUYER,
    locale: 'nl-nl',
    placedHoursAgo: 50,
    deliveryInDays: 0,
    lines: [{ sku: 'orchidee-wit-l', quantity: 8 }],
    deliveryAddress: companyMain,
    deliveryRemark: 'Voor de opening van het nieuwe kantoor',
    payment: { method: 'invoice' },
    steps: [
      { do: 'approve', hoursAfter: 2, by: { customer: 'goedkeuring@bedrijf.nl' } },
      { do: 'send_to_supplier', hoursAfter: 3, by: fulfilment },
      { do: 'process', hoursAfter: 26, by: fulfilment },
      {
        do: 'track',
        hoursAfter: 27,
        by: fulfilment,
        parcel: {
          carrier: 'dhl',
          code: 'JVGL06123456789012',
          url: 'https://www.dhl.com/nl-nl/home/traceren.html?tracking-id=JVGL06123456789012',
        },
      },
      { do: 'ship', hoursAfter: 27.5, by: fulfilment },
    ],
  },
  {
    // Below the € 250: on account at once, and already with the florist.
    key: 'tulp-pending',
    buyer: BUYER,
    locale: 'nl-nl',
    placedHoursAgo: 5,
    deliveryInDays: 1,
    lines: [
      {
        sku: 'zonnig-boeket-m',
        quantity: 3,
        card: { position: 2, text: 'Bedankt voor de fijne samenwerking! Bloemenhandel De Tulp' },
      },
    ],
    deliveryAddress: {
      firstname: 'Annelies',
      lastname: 'Visser',
      companyName: 'Visser Advocaten',
      street: 'Maliebaan',
      housenumber: '50',
      postcode: '3581 CS',
      city: 'Utrecht',
      country: 'NL',
    },
    invoiceAddress: companyMain,
    payment: { method: 'invoice' },
    steps: [{ do: 'send_to_supplier', hoursAfter: 1, by: staff }],
  },
];
