import type { ItemActivity } from './activity';

/** An address of a book as the API answers it (`/relation/addresses`, the spec's field names). */
export interface Address {
  '@id': string;
  uuid: string;
  /** The owner's IRI: the customer's for a personal address, else the company's. */
  customer: string | null;
  company: string | null;
  attn: string;
  firstname: string;
  lastname: string;
  companyName: string;
  street: string;
  housenumber: string;
  housenumber_addition: string;
  postcode: string;
  city: string;
  /** An ISO code of the API's country list. */
  country: string;
  phoneNumber: string;
  newsletter: boolean;
  /** False for an address kept for invoices only (in a country the shop does not deliver to). */
  deliveryAddress: boolean;
  isCompanyMainAddress: boolean;
  isDefaultDeliveryAddress: boolean;
  isDefaultInvoiceAddress: boolean;
  activity: ItemActivity | null;
}
