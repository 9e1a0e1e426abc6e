import type { Locale } from '@shop/shared-ui/messages';
import type { OrderStatus } from '@shop/shared-ui/schemas';
import type { ReportRow } from './report-rows';

/** The headings of a report file and the words for statuses, in the downloader's language. */
export interface ReportTexts {
  sheet: string;
  columns: Record<keyof ReportRow, string>;
  statuses: Record<OrderStatus, string>;
}

const nlNl: ReportTexts = {
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
    total_excl_vat: 'Totaal excl. btw',
    vat: 'Btw',
    total_incl_vat: 'Totaal incl. btw',
  },
  statuses: {
    draft: 'Concept',
    new: 'In behandeling',
    'approvement-pending': 'Wacht op goedkeuring',
    'payment-pending': 'Wacht op betaling',
    'on-hold': 'Gepauzeerd',
    pending: 'Bij de bloemist',
    processed: 'Gemaakt door de bloemist',
    sent: 'Onderweg',
    assigned: 'Toegewezen aan een bloemist',
    completed: 'Bezorgd',
    canceled: 'Geannuleerd',
    archived: 'Gearchiveerd',
  },
};

export const reportTexts: Record<Locale, ReportTexts> = {
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
      total_excl_vat: 'Total hors TVA',
      vat: 'TVA',
      total_incl_vat: 'Total TVA comprise',
    },
    statuses: {
      draft: 'Brouillon',
      new: 'En cours de traitement',
      'approvement-pending': 'En attente d’approbation',
      'payment-pending': 'En attente de paiement',
      'on-hold': 'En pause',
      pending: 'Chez le fleuriste',
      processed: 'Préparée par le fleuriste',
      sent: 'En route',
      assigned: 'Attribuée à un fleuriste',
      completed: 'Livrée',
      canceled: 'Annulée',
      archived: 'Archivée',
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
      total_excl_vat: 'Total excl. VAT',
      vat: 'VAT',
      total_incl_vat: 'Total incl. VAT',
    },
    statuses: {
      draft: 'Draft',
      new: 'Being processed',
      'approvement-pending': 'Awaiting approval',
      'payment-pending': 'Awaiting payment',
      'on-hold': 'On hold',
      pending: 'With the florist',
      processed: 'Made by the florist',
      sent: 'On its way',
      assigned: 'Assigned to a florist',
      completed: 'Delivered',
      canceled: 'Canceled',
      archived: 'Archived',
    },
  },
};
