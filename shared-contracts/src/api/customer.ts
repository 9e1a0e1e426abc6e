import type { PreferredLanguage } from '../schemas';

/** GET /relation/customers/{uuid}: the signed-in customer's own account details. */
export interface Customer {
  '@id': string;
  uuid: string;
  email: string;
  fullname: string;
  birthdate: string | null;
  preferred_language: PreferredLanguage | null;
  customerType: 'private' | 'business';
  /** The company's name, shown only: it is changed on the organisation screen. */
  companyName: string | null;
}
