import { http } from '@shop/shared-http';
import type { Customer } from '@shop/contracts/api';
import type { PersonalInformationInput } from '@shop/contracts/schemas';

export const CUSTOMERS_ENDPOINT = '/relation/customers';

/** The signed-in customer's own account details (GET /relation/customers/{uuid}). */
export type PersonalInformation = Customer;

export const getPersonalInformation = (uuid: string, signal?: AbortSignal) =>
  http().request<PersonalInformation>(`${CUSTOMERS_ENDPOINT}/${encodeURIComponent(uuid)}`, {
    signal,
  });

export const updatePersonalInformation = (uuid: string, input: PersonalInformationInput) =>
  http().update<PersonalInformation>(CUSTOMERS_ENDPOINT, uuid, input);
