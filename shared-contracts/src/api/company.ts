import type { ItemActivity } from './activity';

/** GET /relation/companies/{uuid}: a company as the API answers it, with its lock activity. */
export interface Company {
  '@id': string;
  uuid: string;
  name: string;
  chamber_of_commerce_number: string | null;
  vat_number: string | null;
  activity: ItemActivity | null;
}
