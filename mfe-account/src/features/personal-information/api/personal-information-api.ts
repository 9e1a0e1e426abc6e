import { http } from '@shop/shared-http';
import type { PersonalInformationInput, PreferredLanguage } from '@shop/contracts/schemas';

export const CUSTOMERS_ENDPOINT = '/relation/customers';

/** The signed-in customer's own account details (GET /relation/customers/{uuid}). */
export interface PersonalInformation {
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

export const getPersonalInformation = (uuid: string, signal?: AbortSignal) =>
  http().request<PersonalInformation>(`${CUSTOMERS_ENDPOINT}/${encodeURIComponent(uuid)}`, {
    signal,
  });

export const updatePersonalInformation = (uuid: string, input: PersonalInformationInput) =>
  http().update<PersonalInformation>(CUSTOMERS_ENDPOINT, uuid, input);
