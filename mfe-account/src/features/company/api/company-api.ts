import { http, lock, unlock } from '@shop/shared-http';
import type { Company } from '@shop/contracts/api';
import type { CompanyUpdateInput } from '@shop/contracts/schemas';

export const COMPANIES_ENDPOINT = '/relation/companies';
export { getHubToken, HUB_URL } from '../../../api/hub';

export type { Company };

export const getCompany = (uuid: string, signal?: AbortSignal) =>
  http().request<Company>(`${COMPANIES_ENDPOINT}/${encodeURIComponent(uuid)}`, { signal });

export const updateCompany = (company: Company, input: CompanyUpdateInput) =>
  http().update<Company>(COMPANIES_ENDPOINT, company.uuid, input);

export const lockCompany = (company: Company) => lock<Company>(COMPANIES_ENDPOINT, company);
export const unlockCompany = (company: Company) => unlock<Company>(COMPANIES_ENDPOINT, company);
