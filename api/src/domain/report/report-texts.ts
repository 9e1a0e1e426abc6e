import type { Locale } from '@shop/contracts/messages';
import { commonParts } from '@shop/contracts/texts';
import type { OrderStatus } from '@shop/contracts/schemas';
import type { ReportRow } from './report-rows';

/** The headings of a report file and the words for statuses, in the downloader's language. */
export interface ReportTexts {
  sheet: string;
  columns: Record<keyof ReportRow, string>;
  statuses: Record<OrderStatus, string>;
}

/** The statuses in words are the site's own ('common' orderStatus), nl-nl where a locale has none. */
const statusesIn = (locale: Locale) =>
  ({
    ...(commonParts['nl-nl'].forms.orderStatus as object),
    ...(commonParts[locale].forms.orderStatus as object),
  }) as Record<OrderStatus, string>;

type Headings = Omit<ReportTexts, 'statuses'>;

const nlNl: Headings = {
  sheet: 'Bestellingen',
  columns: {
    number: 'Bestelnummer',
    ordered_at: 'Besteld op',
    ordered_by: 'Besteld door',
    status: 'Status',
    delivery_date: 'Bezorgdatum',
    delivery_city: 'Plaats',
    delivery_country: 'Land',
    quantity: 'Aantal',
    personalization: 'Personalisatie',
    total_excl_vat: 'Totaal excl. btw',
    vat: 'Btw',
    total_incl_vat: 'Totaal incl. btw',
  },
};

const headings: Record<Locale, Headings> = {
  'nl-nl': nlNl,
  'nl-be': nlNl,
  'fr-be': {
    sheet: 'Commandes',
    columns: {
      number: 'Numéro de commande',
      ordered_at: 'Commandée le',
      ordered_by: 'Commandée par',
      status: 'Statut',
      delivery_date: 'Date de livraison',
      delivery_city: 'Localité',
      delivery_country: 'Pays',
      quantity: 'Quantité',
      personalization: 'Personnalisation',
      total_excl_vat: 'Total hors TVA',
      vat: 'TVA',
      total_incl_vat: 'Total TVA comprise',
    },
  },
  'en-us': {
    sheet: 'Orders',
    columns: {
      number: 'Order number',
      ordered_at: 'Ordered at',
      ordered_by: 'Ordered by',
      status: 'Status',
      delivery_date: 'Delivery date',
      delivery_city: 'City',
      delivery_country: 'Country',
      quantity: 'Quantity',
      personalization: 'Personalization',
      total_excl_vat: 'Total excl. VAT',
      vat: 'VAT',
      total_incl_vat: 'Total incl. VAT',
    },
  },
};

export const reportTexts = Object.fromEntries(
  Object.entries(headings).map(([locale, texts]) => [
    locale,
    { ...texts, statuses: statusesIn(locale as Locale) },
  ]),
) as Record<Locale, ReportTexts>;
